import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the mechanical, chemical, industrial and quality engineering professions. */
export const ENGINEERING_SKILL_STEPS: Record<string, TLocalized[]> = {
  '3D CAD (SolidWorks, KOMPAS)': [
    t(
      'Смоделируйте в SolidWorks или КОМПАС-3D 5 деталей по чертежам из учебника',
      'SolidWorks немесе КОМПАС-3D-де оқулықтағы сызбалар бойынша 5 бөлшекті модельдеңіз',
      'Model 5 parts from textbook drawings in SolidWorks or KOMPAS-3D',
    ),
    t(
      'Соберите сборку из 10+ деталей с сопряжениями и проверьте её на пересечения',
      '10-нан көп бөлшектен түйіндесулері бар құрастыру жасап, қиылысуларға тексеріңіз',
      'Build an assembly of 10+ parts with mates and check it for interference',
    ),
    t(
      'Выпустите из модели рабочий чертёж детали с размерами, допусками и шероховатостью',
      'Модельден өлшемдері, рұқсаттары және кедір-бұдырлығы бар бөлшектің жұмыс сызбасын шығарыңыз',
      'Produce a working drawing from the model with dimensions, tolerances and surface finish',
    ),
  ],
  'Strength of materials': [
    t(
      'Решите 15 задач на растяжение, изгиб и кручение с эпюрами',
      'Созылу, иілу және бұралу бойынша эпюралары бар 15 есеп шығарыңыз',
      'Solve 15 problems on tension, bending and torsion with force diagrams',
    ),
    t(
      'Рассчитайте диаметр вала под заданный крутящий момент с запасом прочности 2',
      'Берілген айналдыру моментіне беріктік қоры 2 болатын біліктің диаметрін есептеңіз',
      'Size a shaft diameter for a given torque with a safety factor of 2',
    ),
    t(
      'Проверьте свой расчёт методом конечных элементов в CAD-программе и сравните напряжения',
      'Есебіңізді CAD бағдарламасында шекті элементтер әдісімен тексеріп, кернеулерді салыстырыңыз',
      'Check your calculation with finite-element analysis in CAD and compare the stresses',
    ),
  ],
  'Manufacturing technology': [
    t(
      'Составьте маршрутную технологию изготовления вала: операции, станки, инструмент',
      'Білік жасаудың маршруттық технологиясын құрыңыз: операциялар, станоктар, құрал',
      'Write a routing for making a shaft: operations, machines and tooling',
    ),
    t(
      'Выточите простую деталь на токарном станке в мастерской под присмотром мастера',
      'Шеберханада шебердің қарауымен токарь станогында қарапайым бөлшек жонып жасаңыз',
      'Turn a simple part on a lathe in a workshop under a technician’s supervision',
    ),
    t(
      'Рассчитайте режимы резания и машинное время для одной операции',
      'Бір операция үшін кесу режимдері мен машиналық уақытты есептеңіз',
      'Calculate cutting parameters and machining time for one operation',
    ),
  ],
  'Equipment maintenance': [
    t(
      'Составьте график планово-предупредительного ремонта на год для 5 единиц оборудования',
      '5 жабдық бірлігіне жоспарлы-алдын алу жөндеуінің бір жылдық кестесін құрыңыз',
      'Draw up a year’s planned preventive maintenance schedule for 5 machines',
    ),
    t(
      'Выполните с механиком ТО одного узла: смазка, подтяжка, замена фильтра — по карте',
      'Механикпен бір торапқа карта бойынша қызмет көрсетіңіз: майлау, тарту, сүзгіні ауыстыру',
      'Service one unit with a mechanic from a task card: lubrication, tightening, filter change',
    ),
    t(
      'Посчитайте по журналу отказов MTBF и MTTR одного станка',
      'Ақаулар журналы бойынша бір станоктың MTBF және MTTR көрсеткіштерін есептеңіз',
      'Compute one machine’s MTBF and MTTR from its failure log',
    ),
  ],
  'Unit operations': [
    t(
      'Составьте материальный баланс процесса ректификации или выпаривания по заданию',
      'Тапсырма бойынша ректификация не буландыру процесінің материалдық балансын жасаңыз',
      'Draw up a mass balance for a distillation or evaporation process from a problem set',
    ),
    t(
      'Рассчитайте площадь теплообменника для нагрева заданного потока',
      'Берілген ағынды қыздыруға жылу алмастырғыштың ауданын есептеңіз',
      'Size a heat exchanger’s area for heating a given flow',
    ),
    t(
      'Нарисуйте технологическую схему производства с аппаратами и потоками по ГОСТ',
      'Аппараттары мен ағындары көрсетілген өндірістің технологиялық сызбасын ГОСТ бойынша салыңыз',
      'Draw a process flow diagram with equipment and streams to standard symbols',
    ),
  ],
  'Chemical kinetics': [
    t(
      'Измерьте скорость реакции при 3 температурах в учебной лаборатории и постройте график',
      'Оқу зертханасында реакция жылдамдығын 3 температурада өлшеп, график құрыңыз',
      'Measure a reaction’s rate at 3 temperatures in a training lab and plot it',
    ),
    t(
      'Найдите по своим данным энергию активации через уравнение Аррениуса',
      'Өз деректеріңіз бойынша Аррениус теңдеуі арқылы активтендіру энергиясын табыңыз',
      'Find the activation energy from your data with the Arrhenius equation',
    ),
    t(
      'Решите 15 задач на порядок реакции и константу скорости',
      'Реакция реті мен жылдамдық тұрақтысына 15 есеп шығарыңыз',
      'Solve 15 problems on reaction order and rate constants',
    ),
  ],
  'Laboratory analysis': [
    t(
      'Проведите титрование и определите концентрацию раствора в трёх параллельных опытах',
      'Титрлеу жүргізіп, үш қатар тәжірибеде ерітіндінің концентрациясын анықтаңыз',
      'Do a titration and find a solution’s concentration in three parallel runs',
    ),
    t(
      'Постройте калибровочную кривую на фотометре по 5 стандартам и измерьте неизвестный образец',
      'Фотометрде 5 стандарт бойынша калибрлеу қисығын құрып, белгісіз үлгіні өлшеңіз',
      'Build a 5-standard calibration curve on a photometer and measure an unknown sample',
    ),
    t(
      'Ведите лабораторный журнал по правилам GLP месяц: дата, метод, данные, подпись',
      'Бір ай бойы GLP ережелері бойынша зертханалық журнал жүргізіңіз: күні, әдісі, деректер, қолы',
      'Keep a lab notebook to GLP rules for a month: date, method, data and signature',
    ),
  ],
  'Environmental standards': [
    t(
      'Выпишите из Экологического кодекса РК 5 обязанностей предприятия по выбросам',
      'ҚР Экологиялық кодексінен кәсіпорынның шығарындылар бойынша 5 міндетін жазыңыз',
      'List 5 duties a plant has on emissions under Kazakhstan’s Environmental Code',
    ),
    t(
      'Рассчитайте выброс одного вещества из трубы котельной по удельным показателям',
      'Қазандық мұржасынан бір заттың шығарындысын үлестік көрсеткіштер бойынша есептеңіз',
      'Calculate the emission of one pollutant from a boiler-house stack using emission factors',
    ),
    t(
      'Сравните данные постов Казгидромета в своём городе с ПДК за месяц',
      'Қалаңыздағы Қазгидромет бекеттерінің бір айлық деректерін ШЖК-мен салыстырыңыз',
      'Compare a month of Kazhydromet station data in your city with the exposure limits',
    ),
  ],
  'Lean manufacturing (Lean, 5S)': [
    t(
      'Проведите 5S на одном рабочем месте и сделайте фото до и после',
      'Бір жұмыс орнында 5S жүргізіп, дейінгі және кейінгі суреттерін түсіріңіз',
      'Carry out 5S at one workstation and take before-and-after photos',
    ),
    t(
      'Найдите на участке 7 видов потерь и запишите пример каждого',
      'Учаскеден ысырапшылықтың 7 түрін тауып, әрқайсысының мысалын жазыңыз',
      'Find the 7 kinds of waste in one area and note an example of each',
    ),
    t(
      'Постройте карту потока создания ценности для одного процесса и посчитайте долю ожидания',
      'Бір процестің құндылық жасау ағынының картасын құрып, күту үлесін есептеңіз',
      'Map the value stream of one process and work out the share of waiting time',
    ),
  ],
  'Time study and work standards': [
    t(
      'Проведите хронометраж одной операции: 10 замеров секундомером и среднее время',
      'Бір операцияның хронометражын жүргізіңіз: секундомермен 10 өлшем және орташа уақыт',
      'Time one operation: 10 stopwatch readings and the average',
    ),
    t(
      'Рассчитайте норму времени с учётом отдыха и подготовки и норму выработки за смену',
      'Демалыс пен дайындықты ескеріп, уақыт нормасын және ауысымдық өндіру нормасын есептеңіз',
      'Calculate a standard time with rest and set-up allowances and the output per shift',
    ),
    t(
      'Сфотографируйте рабочий день одного сотрудника и найдите 3 непроизводительные потери',
      'Бір қызметкердің жұмыс күнін басынан аяғына дейін бақылап, 3 өнімсіз шығынды табыңыз',
      'Do a work-day study of one employee and find 3 unproductive losses',
    ),
  ],
  'Process modelling': [
    t(
      'Смоделируйте линию из 3 операций в симуляторе (AnyLogic PLE, FlexSim) и найдите узкое место',
      '3 операциялық желіні симуляторда (AnyLogic PLE, FlexSim) модельдеп, тар орынды табыңыз',
      'Simulate a 3-operation line in AnyLogic PLE or FlexSim and find the bottleneck',
    ),
    t(
      'Сравните в модели 2 варианта расстановки оборудования по выпуску за смену',
      'Модельде жабдықты орналастырудың 2 нұсқасын ауысымдық шығарылым бойынша салыстырыңыз',
      'Compare 2 equipment layouts in the model by output per shift',
    ),
    t(
      'Опишите процесс схемой SIPOC: поставщики, входы, процесс, выходы, потребители',
      'Процесті SIPOC сызбасымен сипаттаңыз: жеткізушілер, кірістер, процесс, шығыстар, тұтынушылар',
      'Describe a process with a SIPOC chart: suppliers, inputs, process, outputs and customers',
    ),
  ],
  'Change management': [
    t(
      'Изучите модель Коттера из 8 шагов и примените её к одному изменению в школе или на работе',
      'Коттердің 8 қадамдық моделін оқып, оны мектептегі не жұмыстағы бір өзгеріске қолданыңыз',
      'Learn Kotter’s 8-step model and apply it to one change at school or work',
    ),
    t(
      'Составьте карту заинтересованных сторон изменения и план разговора с каждым',
      'Өзгерістің мүдделі тараптарының картасын жасап, әрқайсысымен сөйлесу жоспарын құрыңыз',
      'Map the stakeholders of a change and plan a conversation with each',
    ),
    t(
      'Внедрите одно небольшое улучшение и через месяц измерьте, прижилось ли оно',
      'Бір шағын жақсартуды енгізіп, бір айдан кейін оның орнығып қалған-қалмағанын тексеріңіз',
      'Introduce one small improvement and measure a month later whether it stuck',
    ),
  ],
  'PLC programming': [
    t(
      'Напишите в симуляторе (CODESYS или TIA Portal) программу светофора на релейной логике',
      'Симуляторда (CODESYS немесе TIA Portal) релелік логикамен бағдаршам бағдарламасын жазыңыз',
      'Write a traffic-light program in ladder logic in a simulator (CODESYS or TIA Portal)',
    ),
    t(
      'Запрограммируйте управление насосом по датчикам уровня с защитой от сухого хода',
      'Деңгей датчиктері бойынша құрғақ жүрістен қорғанысы бар сорғыны басқаруды бағдарламалаңыз',
      'Program pump control from level sensors with dry-run protection',
    ),
    t(
      'Загрузите программу в учебный ПЛК, подключите 3 входа и 3 выхода и проверьте работу',
      'Бағдарламаны оқу БЛК-ға жүктеп, 3 кіріс пен 3 шығысты қосып, жұмысын тексеріңіз',
      'Load the program into a training PLC, wire 3 inputs and 3 outputs and test it',
    ),
  ],
  'SCADA systems': [
    t(
      'Сделайте в бесплатной SCADA (например, Ignition Maker) мнемосхему резервуара с насосом',
      'Тегін SCADA-да (мысалы, Ignition Maker) сорғысы бар резервуардың мнемосызбасын жасаңыз',
      'Build a mimic of a tank with a pump in a free SCADA such as Ignition Maker',
    ),
    t(
      'Настройте 3 аварийные сигнализации и тренд уровня с архивом',
      '3 апаттық дабыл мен мұрағаты бар деңгей трендін баптаңыз',
      'Set up 3 alarms and a level trend with history',
    ),
    t(
      'Свяжите SCADA с ПЛК или симулятором по Modbus и покажите живые данные',
      'SCADA-ны БЛК-мен не симулятормен Modbus арқылы байланыстырып, тірі деректерді көрсетіңіз',
      'Connect the SCADA to a PLC or simulator over Modbus and show live data',
    ),
  ],
  Instrumentation: [
    t(
      'Откалибруйте датчик давления или температуры по эталону в 5 точках и запишите погрешность',
      'Қысым не температура датчигін эталон бойынша 5 нүктеде калибрлеп, қателігін жазыңыз',
      'Calibrate a pressure or temperature sensor against a reference at 5 points and record the error',
    ),
    t(
      'Подключите датчик 4–20 мА к измерителю и пересчитайте ток в физическую величину',
      '4–20 мА датчигін өлшегішке қосып, токты физикалық шамаға қайта есептеңіз',
      'Wire a 4–20 mA sensor to a meter and convert the current into engineering units',
    ),
    t(
      'Прочитайте функциональную схему автоматизации и расшифруйте 10 позиций приборов',
      'Автоматтандырудың функционалдық сызбасын оқып, аспаптардың 10 позициясын ашыңыз',
      'Read a P&ID and decode 10 instrument tags',
    ),
  ],
  'Industrial networks': [
    t(
      'Опросите устройство по Modbus RTU или TCP программой-мастером и прочитайте 5 регистров',
      'Құрылғыны Modbus RTU не TCP арқылы мастер-бағдарламамен сұрап, 5 регистрді оқыңыз',
      'Poll a device over Modbus RTU or TCP with a master tool and read 5 registers',
    ),
    t(
      'Нарисуйте топологию сети цеха: Profinet, Ethernet, шлюзы — с IP-адресами',
      'Цех желісінің топологиясын IP-мекенжайларымен салыңыз: Profinet, Ethernet, шлюздер',
      'Draw a plant-floor network topology with IP addresses: Profinet, Ethernet and gateways',
    ),
    t(
      'Захватите трафик в Wireshark и найдите в нём 3 пакета промышленного протокола',
      'Wireshark-та трафикті түсіріп, одан өнеркәсіптік хаттаманың 3 пакетін табыңыз',
      'Capture traffic in Wireshark and find 3 packets of an industrial protocol',
    ),
  ],
  'ISO 9001 and national standards': [
    t(
      'Прочитайте ISO 9001 и выпишите 10 требований с примером выполнения каждого',
      'ISO 9001-ді оқып, 10 талапты әрқайсысының орындалу мысалымен жазыңыз',
      'Read ISO 9001 and list 10 requirements with an example of meeting each',
    ),
    t(
      'Найдите в каталоге стандартов СТ РК на один продукт и выпишите его показатели качества',
      'Стандарттар каталогынан бір өнімге ҚР СТ тауып, оның сапа көрсеткіштерін жазыңыз',
      'Find the national ST RK standard for one product and list its quality indicators',
    ),
    t(
      'Напишите стандартную операционную процедуру на 1 страницу для одной операции',
      'Бір операцияға 1 беттік стандартты операциялық рәсім жазыңыз',
      'Write a one-page standard operating procedure for one operation',
    ),
  ],
  'Statistical process control': [
    t(
      'Постройте контрольную карту X̄–R по 25 выборкам в Excel или Minitab',
      'Excel немесе Minitab-та 25 іріктеме бойынша X̄–R бақылау картасын құрыңыз',
      'Build an X̄–R control chart from 25 subgroups in Excel or Minitab',
    ),
    t(
      'Рассчитайте индексы воспроизводимости Cp и Cpk и оцените, стабилен ли процесс',
      'Cp және Cpk қайталанымдылық индекстерін есептеп, процестің тұрақтылығын бағалаңыз',
      'Calculate the Cp and Cpk capability indices and judge whether the process is stable',
    ),
    t(
      'Постройте диаграмму Парето дефектов и диаграмму Исикавы для главного из них',
      'Ақаулардың Парето диаграммасын және ең негізгісіне Исикава диаграммасын құрыңыз',
      'Draw a Pareto chart of defects and a fishbone diagram for the main one',
    ),
  ],
  'Metrology and measurement': [
    t(
      'Измерьте 10 деталей штангенциркулем и микрометром и сравните результаты',
      '10 бөлшекті штангенциркуль және микрометрмен өлшеп, нәтижелерін салыстырыңыз',
      'Measure 10 parts with a vernier caliper and a micrometer and compare the readings',
    ),
    t(
      'Рассчитайте неопределённость одного измерения по типам A и B',
      'Бір өлшеудің анықталмағандығын A және B түрлері бойынша есептеңіз',
      'Calculate the type A and type B uncertainty of one measurement',
    ),
    t(
      'Проведите исследование R&R измерительной системы с 2 операторами и 10 деталями',
      '2 оператор және 10 бөлшекпен өлшеу жүйесіне R&R зерттеуін жүргізіңіз',
      'Run a gauge R&R study with 2 operators and 10 parts',
    ),
  ],
  'Internal auditing': [
    t(
      'Составьте чек-лист внутреннего аудита на 20 вопросов по одному процессу',
      'Бір процесс бойынша 20 сұрақтан тұратын ішкі аудит тексеру парағын жасаңыз',
      'Write a 20-question internal audit checklist for one process',
    ),
    t(
      'Проведите учебный аудит с интервью и проверкой записей и зафиксируйте 3 несоответствия',
      'Сұхбат және жазбаларды тексеру арқылы оқу аудитін өткізіп, 3 сәйкессіздікті тіркеңіз',
      'Run a practice audit with interviews and record checks, and log 3 nonconformities',
    ),
    t(
      'Напишите отчёт об аудите и план корректирующих действий по анализу первопричин',
      'Аудит есебін және түпкі себептерді талдау бойынша түзету әрекеттерінің жоспарын жазыңыз',
      'Write the audit report and a corrective action plan based on root-cause analysis',
    ),
  ],
};
