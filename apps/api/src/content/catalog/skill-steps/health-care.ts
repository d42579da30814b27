import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the nursing, pharmacy, emergency, laboratory and rehabilitation professions. */
export const HEALTH_CARE_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Nursing care': [
    t(
      'Отработайте на манекене смену постельного белья, перемещение и профилактику пролежней у лежачего пациента',
      'Манекенде төсек тартып жатқан науқастың төсек жаймасын ауыстыруды, аударуды және ойылудың алдын алуды жаттығыңыз',
      'Practise changing bed linen, repositioning and pressure-sore prevention for a bedridden patient on a manikin',
    ),
    t(
      'Составьте сестринский план ухода для одного учебного случая: проблемы, цели, вмешательства',
      'Бір оқу жағдайына мейіргерлік күтім жоспарын құрыңыз: мәселелер, мақсаттар, араласулар',
      'Write a nursing care plan for one practice case: problems, goals and interventions',
    ),
    t(
      'Измерьте давление, пульс, сатурацию и температуру у 10 человек и заполните температурный лист',
      '10 адамның қан қысымын, тамыр соғуын, сатурациясын және температурасын өлшеп, температура парағын толтырыңыз',
      'Measure blood pressure, pulse, oxygen saturation and temperature in 10 people and fill in an observation chart',
    ),
  ],
  'Clinical procedures': [
    t(
      'Выполните на фантоме 20 внутримышечных и 10 внутривенных инъекций по алгоритму',
      'Фантомда алгоритм бойынша 20 бұлшықет ішіне және 10 көктамыр ішіне инъекция жасаңыз',
      'Give 20 intramuscular and 10 intravenous injections on a training arm by the protocol',
    ),
    t(
      'Соберите систему для капельного вливания и рассчитайте скорость в каплях в минуту',
      'Тамшылатып құюға жүйе құрастырып, жылдамдығын минутына тамшы бойынша есептеңіз',
      'Set up an IV drip and calculate the rate in drops per minute',
    ),
    t(
      'Сдайте на зачёте 5 манипуляций по чек-листу ОСКЭ без единой ошибки в асептике',
      'Сынақта ОҚКЕ (OSCE) тексеру парағы бойынша 5 манипуляцияны асептикада бірде-бір қатесіз тапсырыңыз',
      'Pass 5 procedures on an OSCE checklist with no aseptic technique errors',
    ),
  ],
  'Compassion and composure': [
    t(
      'Проведите 20 часов волонтёром в больнице, хосписе или доме престарелых',
      'Ауруханада, хосписте немесе қарттар үйінде 20 сағат ерікті болып жұмыс істеңіз',
      'Volunteer 20 hours at a hospital, hospice or care home',
    ),
    t(
      'Отработайте в паре разговор с испуганным пациентом перед процедурой по методу «назови эмоцию»',
      'Жұппен процедура алдында қорыққан науқаспен «эмоцияны ата» әдісі бойынша әңгімені жаттығыңыз',
      'Role-play talking to a frightened patient before a procedure using “name the emotion”',
    ),
    t(
      'Ведите месяц дневник трудных смен: что было тяжело и как вы восстановились',
      'Бір ай бойы ауыр ауысымдар күнделігін жүргізіңіз: не қиын болды және қалай қалпына келдіңіз',
      'Keep a diary of hard shifts for a month: what was tough and how you recovered',
    ),
  ],
  Pharmacology: [
    t(
      'Составьте карточки на 50 самых частых препаратов: группа, механизм, показания, побочные эффекты',
      'Ең жиі қолданылатын 50 препаратқа карточка жасаңыз: тобы, әсер ету механизмі, көрсетілімі, жанама әсері',
      'Make flashcards for the 50 most common drugs: class, mechanism, uses and side effects',
    ),
    t(
      'Проверьте 10 пар препаратов на взаимодействия по справочнику и выпишите опасные',
      'Анықтамалық бойынша 10 жұп препараттың өзара әрекеттесуін тексеріп, қауіптілерін жазыңыз',
      'Check 10 drug pairs for interactions in a reference and list the dangerous ones',
    ),
    t(
      'Рассчитайте дозы 5 препаратов для ребёнка по массе тела и проверьте у преподавателя',
      'Балаға 5 препараттың дозасын дене салмағы бойынша есептеп, оқытушыға тексертіңіз',
      'Calculate 5 paediatric drug doses by body weight and have a teacher check them',
    ),
  ],
  'Pharmaceutical chemistry': [
    t(
      'Проведите 3 качественные реакции подлинности лекарственных веществ в учебной лаборатории',
      'Оқу зертханасында дәрілік заттардың түпнұсқалығына 3 сапалық реакция жүргізіңіз',
      'Carry out 3 identity tests on drug substances in a training lab',
    ),
    t(
      'Нарисуйте структуры 10 препаратов и отметьте функциональные группы, влияющие на действие',
      '10 препараттың құрылымын салып, әсеріне ықпал ететін функционалдық топтарды белгілеңіз',
      'Draw the structures of 10 drugs and mark the functional groups that drive their action',
    ),
    t(
      'Разберите по фармакопее методику количественного определения одного вещества',
      'Фармакопея бойынша бір заттың сандық анықтау әдістемесін талдаңыз',
      'Study a pharmacopoeia assay method for one substance',
    ),
  ],
  'Patient counselling': [
    t(
      'Отработайте 5 консультаций покупателей по схеме: для кого, симптомы, что уже принимал, длительность',
      'Сатып алушыларға 5 кеңесті үлгі бойынша жаттығыңыз: кімге, белгілері, не қабылдаған, ұзақтығы',
      'Practise 5 pharmacy consultations: who it is for, symptoms, what they took and for how long',
    ),
    t(
      'Выпишите 10 «красных флагов», при которых покупателя нужно направить к врачу',
      'Сатып алушыны дәрігерге жіберу керек болатын 10 «қызыл жалауды» жазыңыз',
      'List 10 red flags when a customer must be sent to a doctor',
    ),
    t(
      'Объясните на казахском и русском, как принимать антибиотик курсом и почему его нельзя бросать',
      'Антибиотикті курспен қалай қабылдау керегін және неге тоқтатуға болмайтынын қазақ және орыс тілдерінде түсіндіріңіз',
      'Explain in Kazakh and Russian how to take an antibiotic course and why not to stop early',
    ),
  ],
  'Drug storage and records': [
    t(
      'Проверьте аптечный шкаф по условиям хранения: температура, влажность, свет, сроки годности',
      'Дәріхана шкафын сақтау шарттары бойынша тексеріңіз: температура, ылғалдылық, жарық, жарамдылық мерзімі',
      'Check a pharmacy cabinet’s storage conditions: temperature, humidity, light and expiry dates',
    ),
    t(
      'Заполните журнал учёта препаратов, подлежащих предметно-количественному учёту, за учебную неделю',
      'Заттық-сандық есепке алынатын препараттарды есепке алу журналын бір оқу аптасына толтырыңыз',
      'Fill in a controlled-drugs register for a practice week',
    ),
    t(
      'Проведите учебную инвентаризацию 30 позиций и найдите расхождения с учётом',
      '30 позицияға оқу түгендеуін жүргізіп, есеппен сәйкессіздіктерді табыңыз',
      'Do a practice stock-take of 30 items and find the differences with the records',
    ),
  ],
  'Emergency care and resuscitation': [
    t(
      'Пройдите курс BLS с сертификатом и сдайте практический экзамен на манекене',
      'Сертификат беретін BLS курсынан өтіп, манекенде практикалық емтихан тапсырыңыз',
      'Complete a certified BLS course and pass its hands-on manikin exam',
    ),
    t(
      'Выучите алгоритм ABCDE и проведите по нему осмотр 5 учебных пациентов',
      'ABCDE алгоритмін біліп, соған сай 5 оқу науқасын тексеріңіз',
      'Learn the ABCDE approach and assess 5 practice patients with it',
    ),
    t(
      'Отработайте в команде сценарий остановки сердца с дефибриллятором и разбором после',
      'Командамен дефибрилляторы бар жүрек тоқтау сценарийін жаттығып, кейін талдау жасаңыз',
      'Run a team cardiac-arrest scenario with a defibrillator, followed by a debrief',
    ),
  ],
  'Rapid decision-making': [
    t(
      'Разберите 10 вызовов скорой помощи в задачах и определите приоритет за 1 минуту на каждый',
      'Есептердегі жедел жәрдемнің 10 шақыруын талдап, әрқайсысына 1 минутта басымдық анықтаңыз',
      'Work through 10 ambulance-call scenarios and set the priority within 1 minute each',
    ),
    t(
      'Проведите учебную медицинскую сортировку 15 пострадавших по системе START',
      'START жүйесі бойынша 15 зардап шегушіге оқу медициналық сұрыптауын жүргізіңіз',
      'Triage 15 practice casualties with the START system',
    ),
    t(
      'Сравните свои решения с разбором инструктора и запишите 2 ошибки поспешности',
      'Шешімдеріңізді нұсқаушының талдауымен салыстырып, асығыстықтан болған 2 қатені жазыңыз',
      'Compare your calls with the instructor’s debrief and note 2 mistakes made in haste',
    ),
  ],
  Teamwork: [
    t(
      'Выполните командный проект из 3+ человек с распределёнными ролями и общим результатом',
      '3-тен көп адамнан тұратын командамен рөлдері бөлінген, ортақ нәтижесі бар жобаны орындаңыз',
      'Complete a team project of 3+ people with assigned roles and a shared result',
    ),
    t(
      'Используйте в учебной смене технику передачи пациента SBAR 5 раз',
      'Оқу ауысымында науқасты тапсырудың SBAR әдісін 5 рет қолданыңыз',
      'Use the SBAR handover technique 5 times during a practice shift',
    ),
    t(
      'Попросите 3 товарищей по команде назвать одну вещь, которую вам стоит изменить',
      '3 командаласыңыздан өзгертуіңіз керек бір нәрсені айтуын сұраңыз',
      'Ask 3 teammates to name one thing you should change',
    ),
  ],
  'Clinical biochemistry': [
    t(
      'Выпишите референсные значения 20 биохимических показателей крови и их смысл',
      'Қанның 20 биохимиялық көрсеткішінің референстік мәндерін және мағынасын жазыңыз',
      'List the reference ranges of 20 blood chemistry tests and what each shows',
    ),
    t(
      'Разберите 10 учебных бланков анализов и предположите, какое состояние они указывают',
      '10 оқу талдау бланкісін талдап, олар қандай жағдайды көрсететінін болжаңыз',
      'Interpret 10 practice lab reports and suggest the condition each points to',
    ),
    t(
      'Определите глюкозу и холестерин в образцах на биохимическом анализаторе в лаборатории колледжа',
      'Колледж зертханасындағы биохимиялық анализаторда үлгілердегі глюкоза мен холестеринді анықтаңыз',
      'Measure glucose and cholesterol in samples on a chemistry analyser in a college lab',
    ),
  ],
  'Laboratory analysers': [
    t(
      'Выполните ежедневное обслуживание и запуск гематологического анализатора по инструкции',
      'Нұсқаулық бойынша гематологиялық анализаторға күнделікті қызмет көрсетіп, іске қосыңыз',
      'Do the daily maintenance and start-up of a haematology analyser from its manual',
    ),
    t(
      'Откалибруйте анализатор и прогоните 20 образцов с записью результатов в ЛИС',
      'Анализаторды калибрлеп, 20 үлгіні өткізіп, нәтижелерін ЗАЖ-ға жазыңыз',
      'Calibrate an analyser and run 20 samples, recording the results in the LIS',
    ),
    t(
      'Разберите 3 сообщения об ошибке анализатора и действия по каждому',
      'Анализатордың 3 қате хабарламасын талдап, әрқайсысы бойынша әрекеттерді жазыңыз',
      'Work through 3 analyser error messages and what to do about each',
    ),
  ],
  'Quality control': [
    t(
      'Постройте карту Леви — Дженнингса по 20 дням контрольного материала',
      'Бақылау материалының 20 күндік деректері бойынша Леви — Дженнингс картасын құрыңыз',
      'Plot a Levey–Jennings chart from 20 days of control material results',
    ),
    t(
      'Примените правила Вестгарда к своей карте и определите, когда серию надо отклонить',
      'Картаңызға Вестгард ережелерін қолданып, серияны қашан қабылдамау керегін анықтаңыз',
      'Apply the Westgard rules to your chart and decide when a run must be rejected',
    ),
    t(
      'Рассчитайте коэффициент вариации для 3 показателей и сравните с допустимым',
      '3 көрсеткіштің вариация коэффициентін есептеп, рұқсат етілгенмен салыстырыңыз',
      'Calculate the coefficient of variation for 3 tests and compare with the allowed limit',
    ),
  ],
  Biosafety: [
    t(
      'Выучите 4 уровня биобезопасности и какие работы разрешены на каждом',
      'Биоқауіпсіздіктің 4 деңгейін және әрқайсысында қандай жұмыстарға рұқсат етілетінін біліп алыңыз',
      'Learn the 4 biosafety levels and what work each allows',
    ),
    t(
      'Отработайте надевание и снятие СИЗ в правильном порядке и проверьте себя флуоресцентным гелем',
      'ЖҚҚ-ны дұрыс ретпен киіп-шешуді жаттығып, өзіңізді флуоресцентті гельмен тексеріңіз',
      'Practise putting on and taking off PPE in the right order and check yourself with fluorescent gel',
    ),
    t(
      'Составьте порядок действий при разливе биоматериала и отрепетируйте его',
      'Биоматериал төгілгенде әрекет ету тәртібін жасап, оны жаттығыңыз',
      'Write a spill response procedure for biological material and rehearse it',
    ),
  ],
  'Therapeutic exercise': [
    t(
      'Составьте комплекс ЛФК на 20 минут для пациента после травмы колена',
      'Тізе жарақатынан кейінгі науқасқа 20 минуттық емдік дене шынықтыру кешенін құрыңыз',
      'Design a 20-minute exercise programme for a patient recovering from a knee injury',
    ),
    t(
      'Проведите занятие ЛФК с группой из 5 человек и следите за пульсом до и после',
      '5 адамдық топпен емдік дене шынықтыру сабағын өткізіп, тамыр соғуын сабаққа дейін және кейін бақылаңыз',
      'Run a group exercise session for 5 people and check pulses before and after',
    ),
    t(
      'Снимите на видео правильное и неправильное выполнение 5 упражнений для пациента',
      'Науқасқа арналған 5 жаттығудың дұрыс және қате орындалуын бейнеге түсіріңіз',
      'Film the right and wrong way to do 5 exercises for a patient',
    ),
  ],
  'Anatomy and biomechanics': [
    t(
      'Выучите 40 мышц: начало, прикрепление и функцию — и найдите их на себе',
      '40 бұлшықетті біліңіз: басталуы, бекітілуі және қызметі — және оларды өз денеңізден табыңыз',
      'Learn 40 muscles — origin, insertion and action — and find them on your own body',
    ),
    t(
      'Разберите по видео фазы ходьбы и отметьте работу суставов в каждой',
      'Бейне бойынша жүру фазаларын талдап, әрқайсысындағы буындардың жұмысын белгілеңіз',
      'Break down the phases of gait from a video and note what each joint does',
    ),
    t(
      'Рассчитайте нагрузку на поясницу при подъёме груза 10 кг согнувшись и с прямой спиной',
      '10 кг жүкті еңкейіп және арқаны түзу ұстап көтергендегі белге түсетін жүктемені есептеңіз',
      'Calculate the load on the lower back when lifting 10 kg bent over versus with a straight back',
    ),
  ],
  'Motivating patients': [
    t(
      'Освойте технику мотивационного интервью и проведите 3 учебные беседы',
      'Мотивациялық сұхбат әдісін меңгеріп, 3 оқу әңгімесін өткізіңіз',
      'Learn motivational interviewing and hold 3 practice conversations',
    ),
    t(
      'Поставьте с «пациентом» 3 цели реабилитации по SMART и дневник их выполнения',
      '«Науқаспен» SMART бойынша 3 оңалту мақсатын қойып, орындау күнделігін жасаңыз',
      'Set 3 SMART rehabilitation goals with a “patient” and a diary to track them',
    ),
    t(
      'Сделайте памятку с домашними упражнениями и картинками на казахском и русском',
      'Суреттері бар үй жаттығулары жадынамасын қазақ және орыс тілдерінде жасаңыз',
      'Make an illustrated home-exercise sheet in Kazakh and Russian',
    ),
  ],
  'Functional assessment': [
    t(
      'Измерьте гониометром объём движений в 5 суставах у 3 человек и сравните с нормой',
      'Гониометрмен 3 адамның 5 буынындағы қозғалыс көлемін өлшеп, нормамен салыстырыңыз',
      'Measure range of motion in 5 joints of 3 people with a goniometer and compare with norms',
    ),
    t(
      'Проведите тесты Бартел и «встань и иди» у учебного пациента и запишите баллы',
      'Оқу науқасына Бартел және «тұр да жүр» тесттерін жүргізіп, балдарын жазыңыз',
      'Run the Barthel index and Timed Up and Go test on a practice patient and record the scores',
    ),
    t(
      'Оцените силу 6 групп мышц по 5-балльной шкале и оформите заключение',
      '6 бұлшықет тобының күшін 5 балдық шкаламен бағалап, қорытынды жазыңыз',
      'Grade the strength of 6 muscle groups on the 5-point scale and write a summary',
    ),
  ],
  'Radiological anatomy': [
    t(
      'Найдите и подпишите 30 структур на рентгенограммах грудной клетки и черепа',
      'Кеуде қуысы мен бас сүйектің рентгенограммаларынан 30 құрылымды тауып, атын жазыңыз',
      'Find and label 30 structures on chest and skull X-rays',
    ),
    t(
      'Пролистайте серию КТ живота в бесплатном просмотрщике DICOM и отметьте 10 органов',
      'Тегін DICOM қарау бағдарламасында іштің КТ сериясын ақтарып, 10 ағзаны белгілеңіз',
      'Scroll through an abdominal CT series in a free DICOM viewer and mark 10 organs',
    ),
    t(
      'Сопоставьте один срез КТ с рисунком из анатомического атласа',
      'Бір КТ кесіндісін анатомиялық атластағы суретпен салыстырыңыз',
      'Match one CT slice with the corresponding drawing in an anatomy atlas',
    ),
  ],
  'CT and MRI interpretation': [
    t(
      'Опишите 10 учебных КТ головы по структуре протокола: техника, находки, заключение',
      'Бастың 10 оқу КТ-сын хаттама құрылымы бойынша сипаттаңыз: әдіс, табылғандар, қорытынды',
      'Report 10 practice head CTs in a structured format: technique, findings and impression',
    ),
    t(
      'Сравните вид одной патологии на КТ и в режимах МРТ T1, T2 и FLAIR',
      'Бір патологияның КТ-дағы және МРТ-ның T1, T2, FLAIR режимдеріндегі көрінісін салыстырыңыз',
      'Compare how one lesion looks on CT and on T1, T2 and FLAIR MRI',
    ),
    t(
      'Сверьте свои заключения с описанием врача-рентгенолога и выпишите пропущенные находки',
      'Қорытындыларыңызды рентгенолог дәрігердің сипаттамасымен салыстырып, байқалмай қалған белгілерді жазыңыз',
      'Check your reports against a radiologist’s and list the findings you missed',
    ),
  ],
  'Attention to detail': [
    t(
      'Вычитайте документ на 5 страниц и найдите все ошибки, затем сверьте с ключом',
      '5 беттік құжатты оқып шығып, барлық қатені табыңыз, содан кейін кілтпен салыстырыңыз',
      'Proofread a 5-page document for every error, then check against the answer key',
    ),
    t(
      'Решайте 10 минут в день месяц задачи «найди отличия» или тесты на внимательность и ведите счёт',
      'Бір ай бойы күніне 10 минут «айырмашылығын тап» немесе зейінділік тесттерін шешіп, есебін жүргізіңіз',
      'Do 10 minutes a day of spot-the-difference or attention tests for a month and keep score',
    ),
    t(
      'Введите правило двойной проверки для своих работ и посчитайте ошибки до и после',
      'Өз жұмыстарыңызға екі рет тексеру ережесін енгізіп, қателерді дейін және кейін санаңыз',
      'Adopt a double-check rule for your own work and count the errors before and after',
    ),
  ],
};
