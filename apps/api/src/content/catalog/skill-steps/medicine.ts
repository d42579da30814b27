import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the physician and public-health professions. */
export const MEDICINE_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Anatomy and operative technique': [
    t(
      'Выучите по атласу 50 структур брюшной полости и сдайте себе немой тест на схеме',
      'Атлас бойынша құрсақ қуысының 50 құрылымын жаттап, жазусыз сызбада өзіңізді тексеріңіз',
      'Learn 50 abdominal structures from an atlas and pass a blank-diagram test on them',
    ),
    t(
      'Отработайте на тренажёре 100 узловых швов и 20 внутрикожных',
      'Тренажерде 100 түйінді тігіс пен 20 тері ішілік тігісті пысықтаңыз',
      'Practise 100 interrupted sutures and 20 intradermal ones on a suture pad',
    ),
    t(
      'Опишите ход одной типовой операции по этапам и инструментам для каждого',
      'Бір типтік операцияның барысын кезеңдері мен әрқайсысына қажет құралдары бойынша сипаттаңыз',
      'Write out one standard operation step by step with the instruments each step needs',
    ),
  ],
  'Emergency decision-making': [
    t(
      'Выучите алгоритм ABCDE и разберите по нему 10 учебных неотложных случаев',
      'ABCDE алгоритмін жаттап, ол бойынша 10 оқу шұғыл жағдайын талдаңыз',
      'Learn the ABCDE approach and work through 10 practice emergencies with it',
    ),
    t(
      'Пройдите курс BLS с сертификатом и отработайте сценарий остановки сердца в команде',
      'Сертификатпен BLS курсынан өтіп, жүрек тоқтауы сценарийін командада пысықтаңыз',
      'Get BLS certified and practise a cardiac-arrest scenario as a team',
    ),
    t(
      'Распределите 10 учебных пострадавших по сортировке START за 5 минут',
      '10 оқу зардап шегушісін START сұрыптауы бойынша 5 минутта бөліңіз',
      'Triage 10 practice casualties with START in 5 minutes',
    ),
  ],
  'Fine motor skills': [
    t(
      'Соберите 10 раз пинцетом рисовые зёрна в узкую пробирку на время',
      'Пинцетпен күріш дәндерін тар пробиркаға уақытқа 10 рет жинаңыз',
      'Pick rice grains into a narrow tube with tweezers 10 times against the clock',
    ),
    t(
      'Завяжите 50 хирургических узлов одной рукой и инструментально за занятие',
      'Бір сабақта бір қолмен және құралмен 50 хирургиялық түйін байлаңыз',
      'Tie 50 surgical knots one-handed and with instruments in one session',
    ),
    t(
      'Пройдите упражнения на лапароскопическом боксе-тренажёре и сократите время на 30%',
      'Лапароскопиялық бокс-тренажерде жаттығулар орындап, уақытты 30%-ға қысқартыңыз',
      'Do the drills on a laparoscopic box trainer and cut your time by 30%',
    ),
  ],
  'Physical stamina': [
    t(
      'Простойте 3 часа на ногах на практике или волонтёрстве и запишите, где устали',
      'Практикада немесе волонтерлікте 3 сағат аяқпен тұрып, қай жерде шаршағаныңызды жазыңыз',
      'Stay on your feet for 3 hours during placement or volunteering and note where fatigue hit',
    ),
    t(
      'Укрепите спину и ноги: 3 силовые тренировки в неделю на протяжении 6 недель',
      'Арқа мен аяқты нығайтыңыз: 6 апта бойы аптасына 3 күш жаттығуы',
      'Build back and leg strength: 3 strength sessions a week for 6 weeks',
    ),
    t(
      'Наладьте режим сна не менее 7 часов и ведите дневник самочувствия 30 дней',
      'Кемінде 7 сағат ұйқы режимін орнатып, 30 күн бойы жай-күй күнделігін жүргізіңіз',
      'Keep a sleep routine of at least 7 hours and a 30-day wellbeing log',
    ),
  ],
  'Child physiology': [
    t(
      'Составьте таблицу норм пульса, дыхания и давления для 5 возрастов от новорождённого до 14 лет',
      'Жаңа туғаннан 14 жасқа дейінгі 5 жас үшін тамыр соғысы, тыныс және қысым нормаларының кестесін жасаңыз',
      'Tabulate normal pulse, breathing and blood pressure for 5 ages from newborn to 14',
    ),
    t(
      'Постройте 5 учебных кривых роста по таблицам ВОЗ и отметьте отклонения',
      'ДДСҰ кестелері бойынша 5 оқу өсу қисығын салып, ауытқуларды белгілеңіз',
      'Plot 5 practice growth curves on WHO charts and mark any deviations',
    ),
    t(
      'Выпишите этапы психомоторного развития до 3 лет с возрастом каждого навыка',
      '3 жасқа дейінгі психомоторлық даму кезеңдерін әр дағдының жасымен жазыңыз',
      'List the psychomotor milestones up to age 3 with the age of each skill',
    ),
  ],
  Immunisation: [
    t(
      'Выпишите Национальный календарь прививок РК с возрастом и вакциной для каждой',
      'ҚР Ұлттық екпе күнтізбесін әрқайсысының жасы мен вакцинасымен жазыңыз',
      'Write out Kazakhstan’s national vaccination schedule with the age and vaccine for each dose',
    ),
    t(
      'Разберите 5 ситуаций с пропущенными прививками и составьте догоняющий график',
      'Екпелер өткізіп алынған 5 жағдайды талдап, қуып жету кестесін құрыңыз',
      'Work through 5 missed-vaccination cases and draw up a catch-up schedule',
    ),
    t(
      'Подготовьте ответы на 10 частых возражений родителей против вакцинации со ссылками',
      'Ата-аналардың вакцинацияға қарсы 10 жиі қарсылығына сілтемелері бар жауаптар дайындаңыз',
      'Prepare sourced answers to 10 common parental objections to vaccination',
    ),
  ],
  'Talking with children and parents': [
    t(
      'Проведите учебный приём с «мамой» и «ребёнком»: обращайтесь к ребёнку по его возрасту',
      '«Анасы» мен «баласы» бар оқу қабылдауын өткізіңіз: балаға жасына сай жүгініңіз',
      'Hold a practice visit with a “mother” and “child”, addressing the child at their age level',
    ),
    t(
      'Объясните родителям уход при ОРВИ так, чтобы они назвали 3 тревожных признака',
      'Ата-аналарға ЖРВИ кезіндегі күтімді олар 3 қауіпті белгіні атай алатындай түсіндіріңіз',
      'Explain cold care to parents so that they can name 3 warning signs afterwards',
    ),
    t(
      'Проведите 4 занятия волонтёром с детьми в больнице или детском доме',
      'Ауруханада немесе балалар үйінде балалармен волонтер ретінде 4 сабақ өткізіңіз',
      'Run 4 volunteer sessions with children in a hospital or children’s home',
    ),
  ],
  'Patience and empathy': [
    t(
      'Ведите месяц дневник: 3 трудных разговора в неделю и как вы отреагировали',
      'Бір ай күнделік жүргізіңіз: аптасына 3 қиын әңгіме және сіз қалай әрекет еттіңіз',
      'Keep a diary for a month: 3 difficult conversations a week and how you responded',
    ),
    t(
      'Выучите 5 фраз, отражающих чувства собеседника, и применяйте их в разговорах',
      'Әңгімелесушінің сезімін көрсететін 5 тіркесті жаттап, сөйлескенде қолданыңыз',
      'Learn 5 phrases that reflect the other person’s feelings and use them in conversation',
    ),
    t(
      'Помогите младшему ребёнку с уроками 8 раз, ни разу не сделав задание за него',
      'Кіші балаға сабақтарына 8 рет көмектесіп, тапсырманы бірде-бір рет ол үшін орындамаңыз',
      'Help a younger child with homework 8 times without once doing it for them',
    ),
  ],
  'Restorative dentistry': [
    t(
      'Выучите классификацию кариозных полостей по Блэку и нарисуйте пример каждого класса',
      'Блэк бойынша кариес қуыстарының жіктемесін жаттап, әр класқа мысал салыңыз',
      'Learn Black’s classification of cavities and draw an example of each class',
    ),
    t(
      'Отпрепарируйте и запломбируйте 10 полостей на фантоме или удалённых зубах',
      'Фантомда немесе жұлынған тістерде 10 қуысты өңдеп, пломбалаңыз',
      'Prepare and fill 10 cavities on a phantom head or extracted teeth',
    ),
    t(
      'Сравните 3 пломбировочных материала по показаниям, прочности и цене в таблице',
      '3 пломба материалын көрсеткіштері, беріктігі және бағасы бойынша кестеде салыстырыңыз',
      'Compare 3 filling materials by indication, strength and cost in a table',
    ),
  ],
  'Precise manual work': [
    t(
      'Вылепите из воска 5 коронок зубов по образцу с точной анатомией бугров',
      'Үлгі бойынша төмпешіктердің дәл анатомиясымен балауыздан 5 тіс сауытын мүсіндеңіз',
      'Carve 5 tooth crowns in wax with accurate cusp anatomy from a model',
    ),
    t(
      'Работайте только с зеркалом 20 минут в день неделю: обводите фигуры по отражению',
      'Бір апта күніне 20 минут тек айнамен жұмыс істеңіз: шағылысу бойынша фигураларды сызыңыз',
      'Work by mirror only for 20 minutes a day for a week, tracing shapes from the reflection',
    ),
    t(
      'Соберите миниатюрную модель или вышивку за 10 часов работы',
      '10 сағаттық жұмыспен миниатюралық модель немесе кесте жасаңыз',
      'Finish a miniature model kit or a piece of embroidery over 10 hours of work',
    ),
  ],
  'Dental radiography': [
    t(
      'Определите на 20 учебных снимках номера зубов по международной системе FDI',
      '20 оқу суретінде FDI халықаралық жүйесі бойынша тістердің нөмірлерін анықтаңыз',
      'Identify the tooth numbers on 20 practice X-rays using the FDI system',
    ),
    t(
      'Найдите на 10 снимках кариес, кисты и пломбы и сверьте с ответами',
      '10 суреттен кариесті, кисталарды және пломбаларды тауып, жауаптармен салыстырыңыз',
      'Spot caries, cysts and fillings on 10 X-rays and check against the key',
    ),
    t(
      'Выпишите дозы облучения для прицельного снимка, ОПТГ и КЛКТ и правила защиты пациента',
      'Нысаналы сурет, ОПТГ және КЛКТ үшін сәулелену дозаларын және науқасты қорғау ережелерін жазыңыз',
      'List radiation doses for periapical, panoramic and CBCT images and patient-protection rules',
    ),
  ],
  'Calming anxious patients': [
    t(
      'Выучите технику «расскажи — покажи — сделай» и отработайте её на 3 учебных пациентах',
      '«Айт — көрсет — жаса» техникасын үйреніп, оны 3 оқу науқасында пысықтаңыз',
      'Learn tell–show–do and practise it on 3 practice patients',
    ),
    t(
      'Договоритесь с «пациентом» о сигнале «стоп» рукой и соблюдайте его каждый раз',
      '«Науқаспен» қолмен «тоқта» белгісі туралы келісіп, оны әр жолы сақтаңыз',
      'Agree a “stop” hand signal with the “patient” and honour it every time',
    ),
    t(
      'Опросите 10 знакомых, чего они боятся у стоматолога, и составьте ответ на каждый страх',
      '10 танысыңыздан тіс дәрігерінде неден қорқатынын сұрап, әр қорқынышқа жауап жасаңыз',
      'Ask 10 people what scares them at the dentist and prepare an answer to each fear',
    ),
  ],
  Biostatistics: [
    t(
      'Посчитайте чувствительность, специфичность и прогностическую ценность теста по таблице 2×2',
      '2×2 кестесі бойынша тесттің сезімталдығын, ерекшелігін және болжамдық құндылығын есептеңіз',
      'Compute a test’s sensitivity, specificity and predictive values from a 2×2 table',
    ),
    t(
      'Рассчитайте относительный риск и отношение шансов с доверительными интервалами для учебного исследования',
      'Оқу зерттеуі үшін салыстырмалы тәуекелді және мүмкіндіктер қатынасын сенім аралықтарымен есептеңіз',
      'Calculate relative risk and odds ratio with confidence intervals for a practice study',
    ),
    t(
      'Проведите в R или jamovi анализ выживаемости Каплана — Мейера на открытых данных',
      'R немесе jamovi бағдарламасында ашық деректерге Каплан — Мейер өмір сүру талдауын жасаңыз',
      'Run a Kaplan–Meier survival analysis on open data in R or jamovi',
    ),
  ],
  'Outbreak investigation': [
    t(
      'Выучите 10 шагов расследования вспышки и разберите по ним учебный случай пищевого отравления',
      'Өршуді тергеудің 10 қадамын жаттап, олар бойынша тағамнан улану оқу жағдайын талдаңыз',
      'Learn the 10 steps of an outbreak investigation and apply them to a practice food-poisoning case',
    ),
    t(
      'Постройте эпидемическую кривую по учебным данным и определите вероятный источник',
      'Оқу деректері бойынша эпидемиялық қисық салып, ықтимал көзін анықтаңыз',
      'Draw an epidemic curve from practice data and identify the likely source',
    ),
    t(
      'Составьте анкету для опроса заболевших из 15 вопросов',
      'Ауырғандарды сұрауға арналған 15 сұрақтан тұратын сауалнама жасаңыз',
      'Write a 15-question questionnaire for interviewing cases',
    ),
  ],
  'Sanitary regulations': [
    t(
      'Найдите на adilet.zan.kz санитарные правила для школ и выпишите 10 требований',
      'adilet.zan.kz сайтынан мектептерге арналған санитариялық қағидаларды тауып, 10 талапты жазыңыз',
      'Find the sanitary rules for schools on adilet.zan.kz and list 10 requirements',
    ),
    t(
      'Проверьте свою школьную столовую по чек-листу из этих требований',
      'Мектеп асханаңызды осы талаптардан құралған чек-парақ бойынша тексеріңіз',
      'Check your school canteen against a checklist built from those requirements',
    ),
    t(
      'Выпишите, какие нарушения санитарных правил грозят штрафом по КоАП и в каком размере',
      'Санитариялық қағидалардың қандай бұзылуы ӘҚБтК бойынша қанша айыппұлға әкелетінін жазыңыз',
      'Note which sanitary breaches carry fines under the Administrative Offences Code, and how much',
    ),
  ],
  'Risk communication': [
    t(
      'Напишите сообщение для населения о вспышке кори на 150 слов простым языком на двух языках',
      'Қызылша өршуі туралы халыққа арналған 150 сөздік хабарды екі тілде қарапайым тілмен жазыңыз',
      'Write a 150-word plain-language public notice about a measles outbreak in two languages',
    ),
    t(
      'Переведите 3 статистических риска в понятные сравнения «1 из 1000»',
      '3 статистикалық тәуекелді түсінікті «1000-нан 1» салыстыруларына аударыңыз',
      'Turn 3 statistical risks into plain “1 in 1,000” comparisons',
    ),
    t(
      'Найдите 3 слуха о здоровье в местных чатах и подготовьте короткие опровержения с источниками',
      'Жергілікті чаттардан денсаулық туралы 3 өсекті тауып, дереккөздері бар қысқа теріске шығару дайындаңыз',
      'Find 3 health rumours in local chats and prepare short sourced rebuttals',
    ),
  ],
  'Functional testing': [
    t(
      'Проведите пробу Руфье на 5 одноклассниках и оцените их результаты по шкале',
      '5 сыныптасыңызға Руфье сынамасын жүргізіп, нәтижелерін шкала бойынша бағалаңыз',
      'Run the Ruffier test on 5 classmates and grade their results on the scale',
    ),
    t(
      'Рассчитайте МПК по тесту Купера для 3 спортсменов и сравните с нормами',
      'Купер тесті бойынша 3 спортшының оттегін ең көп тұтынуын (VO₂max) есептеп, нормалармен салыстырыңыз',
      'Estimate VO₂max from the Cooper test for 3 athletes and compare with norms',
    ),
    t(
      'Разберите 5 учебных ЭКГ спортсменов и отделите спортивное сердце от патологии',
      'Спортшылардың 5 оқу ЭКГ-сін талдап, спорттық жүректі патологиядан ажыратыңыз',
      'Read 5 practice athlete ECGs and tell athlete’s heart from pathology',
    ),
  ],
  'Injury management': [
    t(
      'Наложите 5 видов повязок и тейпов на голеностоп, колено и кисть',
      'Тобыққа, тізеге және білекке таңғыштар мен тейптердің 5 түрін салыңыз',
      'Apply 5 kinds of bandage and tape to the ankle, knee and wrist',
    ),
    t(
      'Выучите протокол помощи при травме на поле и отработайте его с командой на тренировке',
      'Алаңдағы жарақат кезіндегі көмек хаттамасын жаттап, оны жаттығуда командамен пысықтаңыз',
      'Learn the on-field injury protocol and rehearse it with a team at practice',
    ),
    t(
      'Составьте план возвращения в спорт после растяжения связок по неделям',
      'Байламдар созылғаннан кейін спортқа қайту жоспарын апта бойынша құрыңыз',
      'Write a week-by-week return-to-play plan after a ligament sprain',
    ),
  ],
  'Exercise physiology': [
    t(
      'Измерьте у себя пульс покоя, после нагрузки и восстановление через 1, 3 и 5 минут',
      'Өзіңіздің тыныштықтағы, жүктемеден кейінгі тамыр соғысын және 1, 3, 5 минуттан кейінгі қалпына келуін өлшеңіз',
      'Measure your resting pulse, post-exercise pulse and recovery at 1, 3 and 5 minutes',
    ),
    t(
      'Рассчитайте 5 пульсовых зон по формуле Карвонена и проведите тренировку в каждой',
      'Карвонен формуласы бойынша 5 тамыр аймағын есептеп, әрқайсысында жаттығу жасаңыз',
      'Work out 5 heart-rate zones with the Karvonen formula and train once in each',
    ),
    t(
      'Объясните на схеме 3 системы энергообеспечения и приведите для каждой вид спорта',
      'Сызбада энергиямен қамтудың 3 жүйесін түсіндіріп, әрқайсысына спорт түрін келтіріңіз',
      'Explain the 3 energy systems on a diagram and match each to a sport',
    ),
  ],
  'Anti-doping rules': [
    t(
      'Изучите Запрещённый список WADA текущего года и выпишите 5 классов веществ',
      'Ағымдағы жылғы WADA Тыйым салынған тізімін оқып, заттардың 5 класын жазыңыз',
      'Study this year’s WADA Prohibited List and note 5 classes of substances',
    ),
    t(
      'Пройдите онлайн-курс ADEL от WADA и получите сертификат',
      'WADA-ның ADEL онлайн-курсынан өтіп, сертификат алыңыз',
      'Complete WADA’s ADEL online course and earn the certificate',
    ),
    t(
      'Проверьте 10 лекарств из домашней аптечки по базе Global DRO',
      'Үй дәрі қобдишасындағы 10 дәріні Global DRO базасы бойынша тексеріңіз',
      'Check 10 medicines from your home first-aid kit in the Global DRO database',
    ),
  ],
};
