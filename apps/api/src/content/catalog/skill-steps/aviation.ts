import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the aviation professions. */
export const AVIATION_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Piloting and navigation': [
    t(
      'Пройдите 10 учебных полётов в авиасимуляторе (Microsoft Flight Simulator, X-Plane) по схеме аэродрома',
      'Авиасимуляторда (Microsoft Flight Simulator, X-Plane) аэродром сызбасы бойынша 10 оқу ұшуын орындаңыз',
      'Fly 10 training circuits in a flight simulator (Microsoft Flight Simulator, X-Plane)',
    ),
    t(
      'Проложите маршрут Алматы — Астана по карте: курс, расстояние, время и расход топлива',
      'Алматы — Астана бағытын картаға түсіріңіз: бағыты, қашықтығы, уақыты және жанармай шығыны',
      'Plot an Almaty–Astana route on a chart: heading, distance, time and fuel burn',
    ),
    t(
      'Расшифруйте 5 сводок METAR и TAF аэропортов Казахстана и решите, можно ли лететь',
      'Қазақстан әуежайларының 5 METAR және TAF хабарын ашып, ұшуға бола ма, шешіңіз',
      'Decode 5 METAR and TAF reports for Kazakh airports and decide whether the flight can go',
    ),
  ],
  'Aviation English (ICAO)': [
    t(
      'Выучите фонетический алфавит ИКАО и произнесите 10 позывных и номеров рейсов без ошибок',
      'ИКАО фонетикалық әліпбиін жаттап, 10 шақыру белгісі мен рейс нөмірін қатесіз айтыңыз',
      'Learn the ICAO phonetic alphabet and say 10 call signs and flight numbers without a slip',
    ),
    t(
      'Прослушайте 5 записей радиообмена на LiveATC и запишите их текстом',
      'LiveATC сайтындағы радиоалмасудың 5 жазбасын тыңдап, мәтінге түсіріңіз',
      'Listen to 5 radio exchanges on LiveATC and transcribe them',
    ),
    t(
      'Пройдите пробный тест на 4-й уровень ИКАО и выпишите слабые критерии',
      'ИКАО-ның 4-деңгейіне сынама тест тапсырып, әлсіз критерийлерді жазып алыңыз',
      'Take a practice test for ICAO level 4 and note your weakest criteria',
    ),
  ],
  'Decision-making under pressure': [
    t(
      'Разберите 3 авиационных происшествия по отчётам расследований: какое решение было ключевым',
      'Тергеу есептері бойынша 3 авиациялық оқиғаны талдаңыз: қай шешім шешуші болды',
      'Study 3 air accident investigation reports and name the decision that mattered most',
    ),
    t(
      'Выучите модель принятия решений FORDEC и примените её к 2 учебным отказам в симуляторе',
      'FORDEC шешім қабылдау моделін үйреніп, оны симулятордағы 2 оқу ақауына қолданыңыз',
      'Learn the FORDEC decision model and apply it to 2 practice failures in a simulator',
    ),
    t(
      'Сыграйте 10 партий блиц-шахмат по 3 минуты и запишите, где спешка привела к ошибке',
      '3 минуттық 10 блиц шахмат партиясын ойнап, асығыстық қай жерде қатеге апарғанын жазыңыз',
      'Play 10 three-minute blitz chess games and note where haste led to a mistake',
    ),
  ],
  'Crew resource management': [
    t(
      'Прочитайте о принципах CRM и выпишите 5 поведенческих маркеров хорошего экипажа',
      'CRM қағидаттары туралы оқып, жақсы экипаждың 5 мінез-құлық белгісін жазыңыз',
      'Read about CRM principles and list 5 behavioural markers of a good crew',
    ),
    t(
      'Проведите с напарником полёт в симуляторе с распределением ролей PF и PM и чек-листами',
      'Серіктесіңізбен симуляторда PF және PM рөлдерін бөліп, тексеру парақтарымен ұшу орындаңыз',
      'Fly a simulator session with a partner, splitting PF and PM roles and running checklists',
    ),
    t(
      'Проведите разбор полёта по схеме «что было, почему, что изменим» и запишите 3 вывода',
      'Ұшуды «не болды, неге, нені өзгертеміз» үлгісімен талдап, 3 қорытынды жазыңыз',
      'Debrief a flight using “what happened, why, what we change” and write down 3 lessons',
    ),
  ],
  'Airframe and powerplant': [
    t(
      'Нарисуйте схему турбовентиляторного двигателя и подпишите 8 основных узлов',
      'Турбожелдеткіш қозғалтқыштың сызбасын салып, 8 негізгі тораптың атын жазыңыз',
      'Draw a turbofan engine diagram and label its 8 main sections',
    ),
    t(
      'Опишите, как нагрузки передаются через крыло, фюзеляж и шасси, с эскизом',
      'Жүктеменің қанат, фюзеляж және шасси арқылы қалай берілетінін эскизбен сипаттаңыз',
      'Sketch and describe how loads pass through the wing, fuselage and landing gear',
    ),
    t(
      'Соберите и запустите модель самолёта или дрона и запишите, какие узлы пришлось регулировать',
      'Ұшақ немесе дрон моделін құрастырып, ұшырып, қай тораптарды реттеуге тура келгенін жазыңыз',
      'Build and fly a model aircraft or drone and note which parts needed adjusting',
    ),
  ],
  'Technical manuals in English': [
    t(
      'Прочитайте одну главу руководства по ТО (AMM) на английском и составьте глоссарий из 50 терминов',
      'Ағылшын тіліндегі техникалық қызмет нұсқаулығының (AMM) бір тарауын оқып, 50 терминнен глоссарий құрыңыз',
      'Read one chapter of an aircraft maintenance manual (AMM) in English and build a 50-term glossary',
    ),
    t(
      'Изучите упрощённый технический английский ASD-STE100 и перепишите по нему 5 инструкций',
      'ASD-STE100 жеңілдетілген техникалық ағылшын тілін үйреніп, 5 нұсқаулықты соған сай қайта жазыңыз',
      'Learn ASD-STE100 Simplified Technical English and rewrite 5 instructions in it',
    ),
    t(
      'Найдите по номеру ATA-главы нужную процедуру в руководстве за 5 минут',
      'ATA тарауының нөмірі бойынша нұсқаулықтан керекті рәсімді 5 минутта табыңыз',
      'Find a given procedure in a manual by its ATA chapter number within 5 minutes',
    ),
  ],
  'Non-destructive testing': [
    t(
      'Выпишите 5 методов неразрушающего контроля и для каждого — какой дефект он находит',
      'Бұзбайтын бақылаудың 5 әдісін жазып, әрқайсысы қандай ақауды табатынын көрсетіңіз',
      'List 5 non-destructive testing methods and the kind of defect each one finds',
    ),
    t(
      'Проведите капиллярный контроль сварного шва или детали учебным набором и сфотографируйте',
      'Оқу жиынтығымен дәнекерлеу жігіне не бөлшекке капиллярлық бақылау жүргізіп, суретке түсіріңіз',
      'Run a dye-penetrant test on a weld or part with a training kit and photograph the result',
    ),
    t(
      'Узнайте требования к сертификации специалиста НК по уровням 1–3 и запишите их',
      'Бұзбайтын бақылау маманын 1–3 деңгейлер бойынша сертификаттау талаптарын біліп, жазыңыз',
      'Find out the certification requirements for NDT levels 1–3 and write them down',
    ),
  ],
  'Strict procedure compliance': [
    t(
      'Выполните одну работу по пошаговой карте и отметьте подписью каждый из 15+ пунктов',
      'Бір жұмысты қадамдық карта бойынша орындап, 15-тен астам тармақтың әрқайсысын қолыңызбен белгілеңіз',
      'Do one job from a step-by-step task card and sign off each of its 15+ items',
    ),
    t(
      'Составьте чек-лист на 10 пунктов для повседневной задачи и пользуйтесь им 2 недели',
      'Күнделікті бір іске 10 тармақты тексеру парағын жасап, оны 2 апта пайдаланыңыз',
      'Write a 10-item checklist for an everyday task and use it for 2 weeks',
    ),
    t(
      'Разберите одно происшествие, вызванное отступлением от процедуры, и назовите пропущенный шаг',
      'Рәсімнен ауытқу салдарынан болған бір оқиғаны талдап, өткізіп алынған қадамды атаңыз',
      'Study one incident caused by a departure from procedure and name the missed step',
    ),
  ],
  'Radio communication in English': [
    t(
      'Отработайте с напарником 10 стандартных фраз радиообмена: запрос взлёта, посадки и эшелона',
      'Серіктесіңізбен радиоалмасудың 10 стандартты тіркесін жаттығыңыз: ұшу, қону және эшелон сұрау',
      'Practise 10 standard radio phrases with a partner: take-off, landing and level requests',
    ),
    t(
      'Запишите на диктофон свой радиообмен за пилота и диспетчера и сверьте его с документом ИКАО 9432',
      'Ұшқыш пен диспетчер үшін радиоалмасуыңызды диктофонға жазып, ИКАО 9432 құжатымен салыстырыңыз',
      'Record yourself as pilot and controller and check the phrasing against ICAO Doc 9432',
    ),
    t(
      'Слушайте LiveATC 15 минут в день неделю и повторяйте вслух каждое разрешение',
      'Бір апта бойы күніне 15 минут LiveATC тыңдап, әр рұқсатты дауыстап қайталаңыз',
      'Listen to LiveATC 15 minutes a day for a week, reading back every clearance aloud',
    ),
  ],
  'Spatial reasoning': [
    t(
      'Решите 30 задач на мысленное вращение фигур и засеките время по неделям',
      'Фигураларды ойша айналдыруға 30 есеп шығарып, уақытыңызды апта сайын белгілеңіз',
      'Solve 30 mental-rotation puzzles and track your time week by week',
    ),
    t(
      'Нарисуйте по памяти план своего района и сверьте его с картой',
      'Өз ауданыңыздың жоспарын есте сақтау бойынша салып, картамен салыстырыңыз',
      'Draw a map of your neighbourhood from memory and check it against a real map',
    ),
    t(
      'Соберите 3D-модель из развёртки или конструктора по чертежу без инструкции',
      'Жазбадан немесе конструктордан сызба бойынша нұсқаулықсыз 3D модель құрастырыңыз',
      'Build a 3D model from a net or construction kit using only the drawing',
    ),
  ],
  'Stress resilience': [
    t(
      'Ведите 2 недели дневник стресса: ситуация, реакция по шкале 1–10, что помогло',
      '2 апта бойы стресс күнделігін жүргізіңіз: жағдай, 1–10 шкаласымен реакция, не көмектесті',
      'Keep a stress diary for 2 weeks: situation, reaction on a 1–10 scale, what helped',
    ),
    t(
      'Освойте технику «дыхание по квадрату» и используйте её перед экзаменом или выступлением',
      '«Шаршы тыныс» әдісін меңгеріп, оны емтихан не сөз сөйлеу алдында қолданыңыз',
      'Learn box breathing and use it before an exam or a talk',
    ),
    t(
      'Решите 20 задач пробного ЕНТ на время с шумом на фоне и сравните результат с тишиной',
      'Сынақ ҰБТ-ның 20 есебін шу аясында уақытпен шығарып, нәтижесін тыныштықтағымен салыстырыңыз',
      'Solve 20 mock UNT problems against the clock with background noise and compare with silence',
    ),
  ],
  Multitasking: [
    t(
      'Пройдите 10 сессий тренажёра на распределение внимания (например, dual n-back) и ведите график',
      'Зейінді бөлу тренажерінде (мысалы, dual n-back) 10 сессия өтіп, нәтиже графигін жүргізіңіз',
      'Do 10 sessions of a divided-attention trainer (such as dual n-back) and chart your scores',
    ),
    t(
      'Сыграйте 5 раундов в симулятор диспетчера (например, Endless ATC) и запишите число конфликтов',
      'Диспетчер симуляторында (мысалы, Endless ATC) 5 раунд ойнап, қақтығыстар санын жазыңыз',
      'Play 5 rounds of an air-traffic control game (such as Endless ATC) and log the conflicts',
    ),
    t(
      'Расставьте по матрице Эйзенхауэра 15 своих дел на неделю и отметьте, что успели',
      'Аптаға арналған 15 ісіңізді Эйзенхауэр матрицасына бөліп, үлгергендеріңізді белгілеңіз',
      'Sort 15 of your week’s tasks on an Eisenhower matrix and tick off what you finished',
    ),
  ],
  'Emergency and safety training': [
    t(
      'Выучите порядок аварийной эвакуации пассажиров и расскажите его за 90 секунд',
      'Жолаушыларды апаттық эвакуациялау тәртібін жаттап, оны 90 секундта айтып беріңіз',
      'Learn the emergency evacuation drill and explain it within 90 seconds',
    ),
    t(
      'Найдите на схеме салона 3 типов самолётов все аварийные выходы и оборудование',
      'Ұшақтың 3 түрінің салон сызбасынан барлық апаттық шығу жолдары мен жабдықты табыңыз',
      'Find every emergency exit and piece of safety equipment on the cabin plans of 3 aircraft types',
    ),
    t(
      'Потренируйтесь тушить учебный огнетушитель и надевать спасательный жилет на время',
      'Оқу өрт сөндіргішімен сөндіруді және құтқару кеудешесін уақытпен киюді жаттығыңыз',
      'Practise with a training fire extinguisher and put on a life vest against the clock',
    ),
  ],
  English: [
    t(
      'Сдайте бесплатный онлайн-тест уровня английского и запишите свой уровень по шкале CEFR',
      'Ағылшын тілінің деңгейін анықтайтын тегін онлайн-тест тапсырып, CEFR шкаласы бойынша деңгейіңізді жазыңыз',
      'Take a free online English placement test and write down your CEFR level',
    ),
    t(
      'Учите 15 новых слов в день в приложении с интервальными повторениями 30 дней подряд',
      'Аралық қайталау қосымшасында 30 күн қатарынан күніне 15 жаңа сөз үйреніңіз',
      'Learn 15 new words a day in a spaced-repetition app for 30 days in a row',
    ),
    t(
      'Проведите 5 разговоров по 15 минут с носителем или партнёром по обмену языком',
      'Тіл иесімен немесе тіл алмасу серіктесімен 15 минуттан 5 әңгіме өткізіңіз',
      'Hold 5 fifteen-minute conversations with a native speaker or language-exchange partner',
    ),
  ],
  'Service and communication': [
    t(
      'Отработайте с другом 5 сложных ситуаций с пассажиром: жалоба, опоздание, страх полёта',
      'Досыңызбен жолаушымен болатын 5 қиын жағдайды жаттығыңыз: шағым, кешігу, ұшудан қорқу',
      'Role-play 5 difficult passenger situations with a friend: a complaint, a delay, fear of flying',
    ),
    t(
      'Поработайте месяц в сфере обслуживания (кафе, отель, магазин) и запишите 3 урока',
      'Қызмет көрсету саласында (кафе, қонақүй, дүкен) бір ай жұмыс істеп, 3 сабақты жазыңыз',
      'Work a month in a service job (café, hotel, shop) and write down 3 lessons',
    ),
    t(
      'Подготовьте приветственное объявление на борту на казахском, русском и английском',
      'Борттағы сәлемдесу хабарландыруын қазақ, орыс және ағылшын тілдерінде дайындаңыз',
      'Prepare an on-board welcome announcement in Kazakh, Russian and English',
    ),
  ],
  'First aid': [
    t(
      'Пройдите курс первой помощи с сертификатом (например, Красного Полумесяца)',
      'Сертификат беретін алғашқы көмек курсынан өтіңіз (мысалы, Қызыл Жарты Ай)',
      'Complete a certified first-aid course (for example with the Red Crescent)',
    ),
    t(
      'Отработайте на манекене 5 циклов сердечно-лёгочной реанимации 30:2',
      'Манекенде 30:2 жүрек-өкпе реанимациясының 5 циклін жаттығыңыз',
      'Practise 5 cycles of 30:2 CPR on a manikin',
    ),
    t(
      'Соберите аптечку по списку и опишите, что делать при кровотечении, ожоге и удушье',
      'Тізім бойынша дәрі қобдишасын жинап, қан кету, күйік және тұншығу кезінде не істеу керегін жазыңыз',
      'Pack a first-aid kit from a list and write what to do for bleeding, a burn and choking',
    ),
  ],
};
