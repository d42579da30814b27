import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the skilled-trade professions. */
export const TRADES_SKILL_STEPS: Record<string, TLocalized[]> = {
  'MMA, MIG/MAG and TIG welding': [
    t(
      'Наплавьте 20 валиков электродом на пластину в нижнем положении под присмотром мастера',
      'Шебердің бақылауымен электродпен пластинаға төменгі қалыпта 20 білікше балқытып қаптаңыз',
      'Lay 20 beads with a stick electrode on a flat plate under an instructor’s eye',
    ),
    t(
      'Сварите стыковое соединение полуавтоматом и тавровое — аргоном, по 3 образца',
      'Жартылай автоматпен түйіспелі қосылысты және аргонмен таврлы қосылысты 3 үлгіден пісіріңіз',
      'Weld a butt joint with MIG and a T-joint with TIG, 3 samples each',
    ),
    t(
      'Получите разряд сварщика в колледже или учебном центре по итогам пробной работы',
      'Колледжде немесе оқу орталығында сынақ жұмысы нәтижесі бойынша дәнекерлеуші разрядын алыңыз',
      'Earn a welder grade at a college or training centre through a test weld',
    ),
  ],
  'Reading drawings and weld symbols': [
    t(
      'Выучите 20 условных обозначений сварных швов по ГОСТ и ISO 2553',
      'ГОСТ пен ISO 2553 бойынша дәнекерлеу жіктерінің 20 шартты белгісін жаттаңыз',
      'Learn 20 weld symbols from GOST and ISO 2553',
    ),
    t(
      'Прочитайте 5 учебных чертежей и для каждого шва выпишите тип, катет и способ сварки',
      '5 оқу сызбасын оқып, әр жік үшін түрін, катетін және дәнекерлеу тәсілін жазыңыз',
      'Read 5 practice drawings and note the type, leg size and process for every weld',
    ),
    t(
      'Изготовьте деталь по чертежу и проверьте размеры с допуском ±1 мм',
      'Сызба бойынша бөлшек жасап, өлшемдерін ±1 мм рұқсатпен тексеріңіз',
      'Make a part from a drawing and check its dimensions to ±1 mm',
    ),
  ],
  'Weld quality inspection': [
    t(
      'Найдите на 10 фотографиях швов поры, подрезы, непровары и трещины',
      'Жіктердің 10 суретінен кеуектерді, кемерлерді, балқытылмаған жерлерді және жарықтарды табыңыз',
      'Spot porosity, undercut, lack of fusion and cracks on 10 weld photos',
    ),
    t(
      'Измерьте шаблоном сварщика катет и выпуклость 10 своих швов и запишите результаты',
      'Дәнекерлеуші үлгісімен өз 10 жігіңіздің катеті мен дөңестігін өлшеп, нәтижелерін жазыңыз',
      'Measure the leg and convexity of 10 of your welds with a weld gauge and record them',
    ),
    t(
      'Разрежьте и протравите один свой шов и оцените провар',
      'Өз жігіңіздің бірін кесіп, қышқылмен өңдеп, балқыту тереңдігін бағалаңыз',
      'Cut and etch one of your welds and judge the penetration',
    ),
  ],
  'Safety practice': [
    t(
      'Выпишите средства защиты сварщика и проверьте каждое перед работой по чек-листу',
      'Дәнекерлеушінің қорғану құралдарын жазып, әрқайсысын жұмыс алдында чек-парақпен тексеріңіз',
      'List a welder’s protective gear and check each item against a checklist before work',
    ),
    t(
      'Составьте порядок действий при ожоге глаз дугой и при возгорании в цехе',
      'Доғадан көз күйгенде және цехта өрт шыққанда әрекет тәртібін жасаңыз',
      'Write out what to do for arc eye and for a fire in the workshop',
    ),
    t(
      'Пройдите вводный инструктаж в мастерской колледжа и распишитесь в журнале',
      'Колледж шеберханасында кіріспе нұсқаулықтан өтіп, журналға қол қойыңыз',
      'Take the induction briefing in a college workshop and sign the logbook',
    ),
  ],
  'Wiring diagrams': [
    t(
      'Начертите схему электропроводки своей квартиры: щиток, автоматы, розетки, свет',
      'Пәтеріңіздің электр сымдарының сызбасын сызыңыз: қалқан, автоматтар, розеткалар, жарық',
      'Draw your flat’s wiring diagram: panel, breakers, sockets, lighting',
    ),
    t(
      'Соберите на стенде схему проходного выключателя на 2 места',
      'Стендте 2 орыннан басқарылатын өтпелі ажыратқыш сызбасын жинаңыз',
      'Wire a two-way light switch circuit on a training board',
    ),
    t(
      'Прочитайте схему пуска асинхронного двигателя с реверсом и объясните каждый контакт',
      'Реверсі бар асинхронды қозғалтқышты іске қосу сызбасын оқып, әр түйіспені түсіндіріңіз',
      'Read a reversing starter circuit for an induction motor and explain every contact',
    ),
  ],
  'Electrical measurements': [
    t(
      'Измерьте мультиметром напряжение, ток и сопротивление в 10 точках учебной схемы',
      'Мультиметрмен оқу сызбасының 10 нүктесінде кернеуді, токты және кедергіні өлшеңіз',
      'Measure voltage, current and resistance at 10 points of a training circuit',
    ),
    t(
      'Проверьте сопротивление изоляции кабеля мегаомметром и сравните с нормой',
      'Кабель оқшаулауының кедергісін мегаомметрмен тексеріп, нормамен салыстырыңыз',
      'Test a cable’s insulation resistance with a megohmmeter and compare with the standard',
    ),
    t(
      'Решите 20 задач по физике на закон Ома и мощность из сборника ЕНТ',
      'ҰБТ жинағынан Ом заңы мен қуатқа физикадан 20 есеп шығарыңыз',
      'Solve 20 UNT physics problems on Ohm’s law and power',
    ),
  ],
  'Electrical safety clearance': [
    t(
      'Выучите группы допуска по электробезопасности и что разрешено на каждой',
      'Электр қауіпсіздігі бойынша рұқсат топтарын және әрқайсысында не рұқсат етілетінін жаттаңыз',
      'Learn the electrical-safety clearance groups and what each allows',
    ),
    t(
      'Перечислите организационные и технические меры перед работой под напряжением',
      'Кернеу астында жұмыс алдындағы ұйымдастыру және техникалық шараларды тізіп шығыңыз',
      'List the organisational and technical measures required before live work',
    ),
    t(
      'Сдайте пробный тест на II группу допуска не ниже 90%',
      'II рұқсат тобына сынақ тестін 90%-дан төмен емес тапсырыңыз',
      'Pass a practice test for clearance group II at 90% or better',
    ),
  ],
  'Installation and commissioning': [
    t(
      'Соберите учебный щиток на 6 автоматов с УЗО и промаркируйте линии',
      'ҚАҚ бар 6 автоматқа арналған оқу қалқанын жинап, желілерді таңбалаңыз',
      'Assemble a 6-breaker training panel with an RCD and label the circuits',
    ),
    t(
      'Проверьте срабатывание УЗО тестером и запишите время отключения',
      'ҚАҚ-тың іске қосылуын тестермен тексеріп, ажырау уақытын жазыңыз',
      'Test the RCD trip with a tester and record the disconnection time',
    ),
    t(
      'Составьте протокол пусконаладочных испытаний для этого щитка',
      'Осы қалқан үшін іске қосу-баптау сынақтарының хаттамасын жасаңыз',
      'Write a commissioning test record for that panel',
    ),
  ],
  'G-code and machine setup': [
    t(
      'Напишите вручную программу в G-коде для фрезеровки прямоугольного кармана',
      'Тікбұрышты қалтаны фрезерлеуге арналған G-код бағдарламасын қолмен жазыңыз',
      'Write a G-code program by hand to mill a rectangular pocket',
    ),
    t(
      'Проверьте программу в бесплатном симуляторе и исправьте все столкновения',
      'Бағдарламаны тегін симуляторда тексеріп, барлық соқтығысуды түзетіңіз',
      'Check the program in a free simulator and fix every collision',
    ),
    t(
      'Под руководством наладчика выставьте нуль детали и привяжите 3 инструмента',
      'Баптаушының басшылығымен бөлшектің нөлін қойып, 3 құралдың ұзындығын станокқа енгізіңіз',
      'Under a setter’s guidance set the work zero and touch off 3 tools',
    ),
  ],
  'Reading engineering drawings': [
    t(
      'Прочитайте 5 чертежей деталей и выпишите размеры, допуски и шероховатость',
      '5 бөлшек сызбасын оқып, өлшемдерді, рұқсаттарды және кедір-бұдырлықты жазыңыз',
      'Read 5 part drawings and list the dimensions, tolerances and surface finish',
    ),
    t(
      'Постройте третий вид детали по двум заданным',
      'Берілген екі көрініс бойынша бөлшектің үшінші көрінісін салыңыз',
      'Draw the third view of a part from the two given',
    ),
    t(
      'Выучите обозначения посадок и допусков формы и объясните 5 из них на примерах',
      'Отырғызулар мен пішін рұқсаттарының белгілерін жаттап, олардың 5-еуін мысалдармен түсіндіріңіз',
      'Learn fit and geometric-tolerance symbols and explain 5 of them with examples',
    ),
  ],
  'Measuring instruments': [
    t(
      'Измерьте штангенциркулем и микрометром 10 деталей и сравните результаты',
      'Штангенциркульмен және микрометрмен 10 бөлшекті өлшеп, нәтижелерді салыстырыңыз',
      'Measure 10 parts with a caliper and a micrometer and compare the readings',
    ),
    t(
      'Проверьте нутромером и калибрами 5 отверстий на годность',
      'Ішөлшегішпен және калибрлермен 5 тесіктің жарамдылығын тексеріңіз',
      'Check 5 holes for conformity with a bore gauge and plug gauges',
    ),
    t(
      'Научитесь проверять нулевую точку инструмента и делайте это перед каждым замером',
      'Құралдың нөлдік нүктесін тексеруді үйреніп, оны әр өлшеу алдында жасаңыз',
      'Learn to zero-check each instrument and do it before every measurement',
    ),
  ],
  'CAM software': [
    t(
      'Постройте 3D-модель детали в Fusion 360 по учебной лицензии',
      'Оқу лицензиясымен Fusion 360-та бөлшектің 3D моделін салыңыз',
      'Model a part in 3D in Fusion 360 on a student licence',
    ),
    t(
      'Создайте в CAM-модуле 3 операции обработки и подберите режимы резания',
      'CAM модулінде 3 өңдеу операциясын жасап, кесу режимдерін таңдаңыз',
      'Create 3 machining operations in the CAM module and choose cutting data',
    ),
    t(
      'Выгрузите управляющую программу через постпроцессор и сравните с ручной',
      'Басқарушы бағдарламаны постпроцессор арқылы шығарып, қолмен жазылғанымен салыстырыңыз',
      'Post-process the toolpaths to G-code and compare with your hand-written program',
    ),
  ],
  'Computer diagnostics': [
    t(
      'Подключите OBD-II сканер к 3 автомобилям и запишите коды ошибок и параметры датчиков',
      'OBD-II сканерін 3 көлікке қосып, қате кодтары мен датчик параметрлерін жазыңыз',
      'Plug an OBD-II scanner into 3 cars and record the fault codes and sensor data',
    ),
    t(
      'Расшифруйте 10 кодов ошибок и для каждого выпишите 3 вероятные причины',
      '10 қате кодын шешіп, әрқайсысына 3 ықтимал себепті жазыңыз',
      'Decode 10 fault codes and list 3 likely causes for each',
    ),
    t(
      'Найдите неисправность по живым данным датчика кислорода на учебном автомобиле',
      'Оқу көлігінде оттегі датчигінің тірі деректері бойынша ақауды табыңыз',
      'Find a fault from live oxygen-sensor data on a training car',
    ),
  ],
  'Engine and transmission repair': [
    t(
      'Разберите и соберите учебный двигатель, разложив детали по порядку с фото',
      'Оқу қозғалтқышын бөлшектерін ретімен суретке түсіре отырып бөлшектеп, қайта жинаңыз',
      'Strip and rebuild a training engine, laying out and photographing the parts in order',
    ),
    t(
      'Замените масло, фильтры и ремень ГРМ под присмотром мастера',
      'Шебердің бақылауымен майды, сүзгілерді және ГТМ белдігін ауыстырыңыз',
      'Change the oil, filters and timing belt under a mechanic’s supervision',
    ),
    t(
      'Измерьте компрессию во всех цилиндрах и сделайте вывод о состоянии двигателя',
      'Барлық цилиндрлердегі компрессияны өлшеп, қозғалтқыштың жай-күйі туралы қорытынды жасаңыз',
      'Measure compression in every cylinder and judge the engine’s condition',
    ),
  ],
  'Auto electrics': [
    t(
      'Найдите по схеме и проверьте мультиметром 10 предохранителей и реле автомобиля',
      'Сызба бойынша көліктің 10 сақтандырғышы мен релесін тауып, мультиметрмен тексеріңіз',
      'Locate 10 fuses and relays from the car’s diagram and test them with a multimeter',
    ),
    t(
      'Проверьте аккумулятор и генератор: напряжение без нагрузки, под нагрузкой и при зарядке',
      'Аккумулятор мен генераторды тексеріңіз: жүктемесіз, жүктемемен және зарядтау кезіндегі кернеу',
      'Test the battery and alternator: open-circuit, under load and charging voltage',
    ),
    t(
      'Найдите и устраните учебный обрыв в цепи фары',
      'Фара тізбегіндегі оқу үзілісін тауып, жойыңыз',
      'Find and fix a planted break in a headlight circuit',
    ),
  ],
  'Customer communication': [
    t(
      'Объясните клиенту неисправность и стоимость ремонта за 3 минуты без жаргона',
      'Клиентке ақау мен жөндеу құнын 3 минутта жаргонсыз түсіндіріңіз',
      'Explain a fault and the repair cost to a customer in 3 minutes without jargon',
    ),
    t(
      'Составьте заказ-наряд с перечнем работ, запчастей и сроком гарантии',
      'Жұмыстар, қосалқы бөлшектер тізімі мен кепілдік мерзімі көрсетілген тапсырыс-наряд жасаңыз',
      'Fill in a work order listing jobs, parts and warranty period',
    ),
    t(
      'Покажите клиенту заменённые детали и сфотографируйте до и после для 5 ремонтов',
      '5 жөндеу үшін клиентке ауыстырылған бөлшектерді көрсетіп, бұрын және кейін суретке түсіріңіз',
      'Show customers the replaced parts and take before-and-after photos for 5 repairs',
    ),
  ],
  'Pipe and fitting installation': [
    t(
      'Спаяйте полипропиленовый узел из 10 соединений и проверьте его давлением',
      '10 қосылыстан тұратын полипропилен торабын дәнекерлеп, оны қысыммен тексеріңіз',
      'Fuse a 10-joint polypropylene assembly and pressure-test it',
    ),
    t(
      'Соберите узел на резьбе и пресс-фитингах и сравните время монтажа',
      'Бір торапты бұрандамен, екіншісін пресс-фитингтермен жинап, монтаж уақытын салыстырыңыз',
      'Assemble one run on threaded and one on press fittings and compare the fitting time',
    ),
    t(
      'Замените смеситель дома или в мастерской без единой протечки',
      'Үйде немесе шеберханада араластырғышты бірде-бір ағусыз ауыстырыңыз',
      'Replace a mixer tap at home or in a workshop with no leaks',
    ),
  ],
  'Heating systems': [
    t(
      'Нарисуйте схему отопления своего дома: котёл или ввод, стояки, радиаторы',
      'Үйіңіздің жылыту сызбасын сызыңыз: қазандық немесе енгізу, тіреуіштер, радиаторлар',
      'Draw your home’s heating system: boiler or supply, risers, radiators',
    ),
    t(
      'Посчитайте число секций радиатора для комнаты по площади и теплопотерям',
      'Бөлменің ауданы мен жылу шығыны бойынша радиатор секцияларының санын есептеңіз',
      'Work out how many radiator sections a room needs from its area and heat loss',
    ),
    t(
      'Спустите воздух из радиаторов и сбалансируйте систему, измерив температуры до и после',
      'Радиаторлардан ауаны шығарып, жүйені теңгеріңіз, температураларды бұрын және кейін өлшеңіз',
      'Bleed the radiators and balance the system, measuring temperatures before and after',
    ),
  ],
  'Reading utility layouts': [
    t(
      'Выучите 20 условных обозначений на схемах водопровода и канализации',
      'Су құбыры мен кәріз сызбаларындағы 20 шартты белгіні жаттаңыз',
      'Learn 20 symbols used on water and sewer drawings',
    ),
    t(
      'Прочитайте учебный проект сантехники квартиры и составьте спецификацию материалов',
      'Пәтер сантехникасының оқу жобасын оқып, материалдар спецификациясын жасаңыз',
      'Read a practice flat plumbing design and draw up the materials list',
    ),
    t(
      'Найдите в подвале своего дома узел ввода и сопоставьте его со схемой',
      'Үйіңіздің жертөлесінен енгізу торабын тауып, оны сызбамен салыстырыңыз',
      'Find the water entry point in your building’s basement and match it to the drawing',
    ),
  ],
  'Leak detection': [
    t(
      'Проверьте по счётчику воды, есть ли скрытая протечка при закрытых кранах',
      'Су есептегіші бойынша шүмектер жабық кезде жасырын ағу бар-жоғын тексеріңіз',
      'Use the water meter to check for a hidden leak with all taps closed',
    ),
    t(
      'Найдите протечку бачка унитаза пищевым красителем и устраните её',
      'Унитаз бачогының ағуын тағам бояуымен тауып, жойыңыз',
      'Find a cistern leak with food colouring and fix it',
    ),
    t(
      'Опрессуйте учебную систему и найдите место падения давления',
      'Оқу жүйесін қысыммен сынап, қысым түскен жерді табыңыз',
      'Pressure-test a practice system and locate the pressure drop',
    ),
  ],
  'Crane operation': [
    t(
      'Выучите устройство башенного и автомобильного крана и подпишите 15 узлов на схеме',
      'Мұнаралы кран мен автокранның құрылысын жаттап, сызбада 15 тораптың атауын жазыңыз',
      'Learn how tower and truck cranes are built and label 15 parts on a diagram',
    ),
    t(
      'Прочитайте грузовую характеристику крана и определите допустимый груз на 3 вылетах',
      'Кранның жүк сипаттамасын оқып, 3 ұшып шығуда рұқсат етілген жүкті анықтаңыз',
      'Read a crane load chart and find the safe load at 3 radii',
    ),
    t(
      'Пройдите 10 часов на тренажёре крановщика в учебном центре',
      'Оқу орталығында кран машинисінің тренажерінде 10 сағат өтіңіз',
      'Log 10 hours on a crane simulator at a training centre',
    ),
  ],
  'Rigging and signals': [
    t(
      'Выучите 12 знаковых сигналов стропальщика и покажите их без ошибок',
      'Ілмектеушінің 12 белгі сигналын жаттап, оларды қатесіз көрсетіңіз',
      'Learn the 12 slinger hand signals and show them without mistakes',
    ),
    t(
      'Подберите стропы для 5 грузов по массе и углу и выпишите схему строповки',
      '5 жүк үшін массасы мен бұрышы бойынша ілмектерді таңдап, ілмектеу сызбасын жазыңыз',
      'Choose slings for 5 loads by weight and angle and sketch each rigging plan',
    ),
    t(
      'Осмотрите 5 строп и отбракуйте те, что не годятся, по нормам браковки',
      '5 ілмекті тексеріп, жарамсыздарын жарамсыздық нормалары бойынша іріктеп алыңыз',
      'Inspect 5 slings and reject the unfit ones by the discard criteria',
    ),
  ],
  'Spatial awareness': [
    t(
      'Решите 30 задач на мысленное вращение фигур и развёртки',
      'Фигураларды ойша айналдыру мен жазбаларға 30 есеп шығарыңыз',
      'Solve 30 mental-rotation and net-folding puzzles',
    ),
    t(
      'Оцените на глаз 10 расстояний и высот, затем проверьте рулеткой или дальномером',
      '10 қашықтық пен биіктікті көзбен бағалап, содан кейін рулеткамен немесе қашықтық өлшегішпен тексеріңіз',
      'Estimate 10 distances and heights by eye, then check them with a tape or rangefinder',
    ),
    t(
      'Управляйте радиоуправляемой моделью по сложной трассе и сократите время на 20%',
      'Радиобасқарылатын модельді күрделі трассамен жүргізіп, уақытты 20%-ға қысқартыңыз',
      'Drive a radio-controlled model round a tricky course and cut your time by 20%',
    ),
  ],
  'Lifting safety rules': [
    t(
      'Выпишите из правил безопасности опасных производственных объектов 10 запретов при работе крана',
      'Қауіпті өндірістік объектілердің қауіпсіздік қағидаларынан кран жұмысындағы 10 тыйымды жазыңыз',
      'List 10 crane prohibitions from the hazardous-facility safety rules',
    ),
    t(
      'Составьте проект производства работ краном для подъёма одной плиты с опасной зоной',
      'Бір тақтаны көтеруге арналған қауіпті аймағы бар кранмен жұмыс жүргізу жобасын жасаңыз',
      'Draft a lift plan for one slab, including the danger zone',
    ),
    t(
      'Выучите, при каком ветре и видимости работа крана запрещена',
      'Қандай жел мен көрінуде кран жұмысына тыйым салынатынын жаттаңыз',
      'Learn at what wind speed and visibility crane work must stop',
    ),
  ],
  'Cutting and colouring techniques': [
    t(
      'Выполните 10 базовых стрижек на манекене: каре, боб, градуировка, мужская классика',
      'Манекенде 10 негізгі шаш қиюды орындаңыз: каре, боб, градуировка, ер адамдар классикасы',
      'Do 10 basic cuts on a mannequin head: bob, long bob, graduation, classic men’s',
    ),
    t(
      'Подберите формулу окрашивания для 3 учебных клиентов по кругу Освальда',
      'Освальд шеңбері бойынша 3 оқу клиентіне бояу формуласын таңдаңыз',
      'Work out colour formulas for 3 practice clients with the colour wheel',
    ),
    t(
      'Соберите фотопортфолио из 15 работ «до и после»',
      '«Бұрын және кейін» 15 жұмыстан тұратын фотопортфолио жинаңыз',
      'Build a photo portfolio of 15 before-and-after jobs',
    ),
  ],
  'Sense of style': [
    t(
      'Соберите мудборд из 30 причёсок сезона и разделите их по типам лица',
      'Маусымның 30 шаш үлгісінен мудборд жинап, оларды бет пішіні бойынша бөліңіз',
      'Make a moodboard of 30 seasonal hairstyles and sort them by face shape',
    ),
    t(
      'Предложите 3 образа для одного клиента с учётом его работы и гардероба',
      'Бір клиентке оның жұмысы мен киім-кешегін ескеріп, 3 бейне ұсыныңыз',
      'Suggest 3 looks for one client that suit their job and wardrobe',
    ),
    t(
      'Разберите 5 работ известных стилистов и выпишите, что делает каждую узнаваемой',
      'Белгілі стилистердің 5 жұмысын талдап, әрқайсысын танымал ететін нәрсені жазыңыз',
      'Study 5 works by well-known stylists and note what makes each recognisable',
    ),
  ],
  'Client communication': [
    t(
      'Проведите 10 консультаций перед стрижкой по 5 вопросам и записывайте ответы',
      'Шаш қию алдында 5 сұрақ бойынша 10 кеңес өткізіп, жауаптарды жазып отырыңыз',
      'Hold 10 pre-cut consultations with 5 set questions and write down the answers',
    ),
    t(
      'Покажите клиенту фото результата до начала работы и получите его согласие',
      'Жұмысты бастамас бұрын клиентке нәтиженің суретін көрсетіп, келісімін алыңыз',
      'Show the client a photo of the intended result and get their agreement before starting',
    ),
    t(
      'Ведите базу из 20 клиентов с их предпочтениями и напомните каждому о записи',
      'Қалауларымен 20 клиенттің базасын жүргізіп, әрқайсысына жазылу туралы еске салыңыз',
      'Keep a file of 20 clients with their preferences and remind each of their next visit',
    ),
  ],
  'Hygiene standards': [
    t(
      'Выпишите требования санитарных правил для салонов красоты к дезинфекции и стерилизации',
      'Сұлулық салондарына арналған санитариялық қағидалардың дезинфекция мен стерилизацияға талаптарын жазыңыз',
      'List the beauty-salon sanitary rules on disinfection and sterilisation',
    ),
    t(
      'Проведите полный цикл обработки инструмента и ведите журнал стерилизации неделю',
      'Құралды өңдеудің толық циклін жүргізіп, бір апта стерилизация журналын жүргізіңіз',
      'Run a full tool-cleaning cycle and keep a sterilisation log for a week',
    ),
    t(
      'Проверьте рабочее место по чек-листу из 10 пунктов перед каждым клиентом',
      'Әр клиент алдында жұмыс орнын 10 тармақтық чек-парақ бойынша тексеріңіз',
      'Check your station against a 10-point checklist before every client',
    ),
  ],
};
