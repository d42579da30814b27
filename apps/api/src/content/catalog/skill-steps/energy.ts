import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the power, renewable and nuclear energy professions. */
export const ENERGY_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Power networks and systems': [
    t(
      'Нарисуйте однолинейную схему питания своего района от подстанции 110 кВ до дома',
      '110 кВ қосалқы станциясынан үйге дейінгі ауданыңызды қоректендірудің бір сызықты сызбасын салыңыз',
      'Draw a single-line diagram of your district’s supply from a 110 kV substation to a house',
    ),
    t(
      'Изучите Единую энергосистему Казахстана: 3 зоны, связи с соседями, роль KEGOC — на 1 странице',
      'Қазақстанның Біртұтас энергия жүйесін 1 бетте сипаттаңыз: 3 аймақ, көршілермен байланыс, KEGOC рөлі',
      'Describe Kazakhstan’s unified power system on 1 page: its 3 zones, links to neighbours and KEGOC’s role',
    ),
    t(
      'Рассчитайте потери мощности в линии 10 кВ заданной длины и сечения',
      'Берілген ұзындық пен қимадағы 10 кВ желідегі қуат шығынын есептеңіз',
      'Calculate the power losses in a 10 kV line of a given length and cross-section',
    ),
  ],
  'Protection relays and automation': [
    t(
      'Рассчитайте ток короткого замыкания в заданной точке сети и уставку максимальной токовой защиты',
      'Желінің берілген нүктесіндегі қысқа тұйықталу тогын және максималды ток қорғанысының баптауын есептеңіз',
      'Calculate the short-circuit current at a given point and the overcurrent protection setting',
    ),
    t(
      'Постройте карту селективности для 3 последовательных защит',
      '3 тізбектей орналасқан қорғаныс үшін селективтілік картасын құрыңыз',
      'Draw a selectivity chart for 3 protections in series',
    ),
    t(
      'Разберите логику АПВ и АВР по схеме и опишите последовательность срабатывания',
      'АҚҚ мен РАҚ логикасын сызба бойынша талдап, іске қосылу ретін сипаттаңыз',
      'Work through auto-reclose and automatic transfer logic on a diagram and describe the sequence',
    ),
  ],
  'Load flow calculations': [
    t(
      'Рассчитайте вручную режим простой сети из 3 узлов: напряжения и перетоки мощности',
      '3 түйінді қарапайым желінің режимін қолмен есептеңіз: кернеулер мен қуат ағындары',
      'Hand-calculate a 3-bus network: voltages and power flows',
    ),
    t(
      'Повторите расчёт в программе (PowerFactory, RastrWin или pandapower) и сравните',
      'Есепті бағдарламада (PowerFactory, RastrWin немесе pandapower) қайталап, салыстырыңыз',
      'Repeat it in software (PowerFactory, RastrWin or pandapower) and compare',
    ),
    t(
      'Смоделируйте отключение одной линии и найдите узлы, где напряжение вышло за ±5 %',
      'Бір желінің ажыратылуын модельдеп, кернеуі ±5 %-дан шыққан түйіндерді табыңыз',
      'Simulate one line tripping and find the buses where voltage leaves the ±5% band',
    ),
  ],
  'Electrical safety rules': [
    t(
      'Выучите правила техники безопасности при эксплуатации электроустановок и сдайте пробный тест на группу допуска',
      'Электр қондырғыларын пайдалану кезіндегі қауіпсіздік ережелерін оқып, рұқсат тобына сынақ тест тапсырыңыз',
      'Study the electrical installation safety rules and pass a practice test for a safety clearance group',
    ),
    t(
      'Перечислите 5 технических мероприятий перед работой на отключённом оборудовании по порядку',
      'Ажыратылған жабдықта жұмыс алдында жүргізілетін 5 техникалық шараны ретімен атаңыз',
      'List in order the 5 technical steps before working on de-energised equipment',
    ),
    t(
      'Заполните учебный наряд-допуск на работу в электроустановке',
      'Электр қондырғысындағы жұмысқа оқу наряд-рұқсатын толтырыңыз',
      'Fill in a practice permit-to-work for a job in an electrical installation',
    ),
  ],
  'Wind and solar resource assessment': [
    t(
      'Скачайте данные Global Solar Atlas и Global Wind Atlas для своей области и сравните с Югом',
      'Облысыңызға Global Solar Atlas пен Global Wind Atlas деректерін жүктеп, Оңтүстікпен салыстырыңыз',
      'Download Global Solar Atlas and Global Wind Atlas data for your region and compare it with the south',
    ),
    t(
      'Постройте розу ветров и распределение Вейбулла по годовому ряду скоростей ветра',
      'Жел жылдамдығының жылдық қатары бойынша жел раушанын және Вейбулл үлестірімін құрыңыз',
      'Plot a wind rose and a Weibull distribution from a year of wind-speed data',
    ),
    t(
      'Оцените годовую выработку панели 1 кВт в вашем городе и проверьте расчёт по PVGIS',
      'Қалаңыздағы 1 кВт панельдің жылдық өндірісін бағалап, есепті PVGIS арқылы тексеріңіз',
      'Estimate the annual yield of a 1 kW panel in your city and check it with PVGIS',
    ),
  ],
  'Design in PVsyst and WindPRO': [
    t(
      'Смоделируйте в пробной версии PVsyst солнечную станцию 1 МВт и получите коэффициент PR',
      'PVsyst-тің сынақ нұсқасында 1 МВт күн станциясын модельдеп, PR коэффициентін алыңыз',
      'Model a 1 MW solar plant in a PVsyst trial and obtain its performance ratio',
    ),
    t(
      'Сравните в модели 2 угла наклона и трекер и выберите вариант по выработке',
      'Модельде 2 еңкею бұрышы мен трекерді салыстырып, өндіріс бойынша нұсқаны таңдаңыз',
      'Compare 2 tilt angles and a tracker in the model and pick the best by yield',
    ),
    t(
      'Расставьте 5 ветроустановок на карте с учётом эффекта следа и оцените потери',
      'Із әсерін ескеріп, картада 5 жел қондырғысын орналастырып, шығынды бағалаңыз',
      'Lay out 5 wind turbines on a map allowing for wake effects and estimate the losses',
    ),
  ],
  'Grid connection': [
    t(
      'Выпишите этапы получения технических условий на подключение станции к сети в РК',
      'ҚР-да станцияны желіге қосуға техникалық шарттар алу кезеңдерін жазыңыз',
      'List the stages of getting grid-connection conditions for a power plant in Kazakhstan',
    ),
    t(
      'Нарисуйте схему выдачи мощности солнечной станции: инверторы, трансформатор, ячейка',
      'Күн станциясының қуат беру сызбасын салыңыз: инверторлар, трансформатор, ұяшық',
      'Draw a solar plant’s export scheme: inverters, transformer and switchgear bay',
    ),
    t(
      'Разберите требования сетевого кодекса к станциям ВИЭ по частоте и напряжению',
      'Желілік кодекстің ЖЭК станцияларына жиілік пен кернеу бойынша талаптарын талдаңыз',
      'Go through the grid code requirements for renewable plants on frequency and voltage',
    ),
  ],
  'Energy storage': [
    t(
      'Сравните в таблице 4 технологии накопления: литий-ион, ГАЭС, водород, тепловые',
      '4 жинақтау технологиясын кестеде салыстырыңыз: литий-ион, ГАЭС, сутегі, жылу',
      'Compare 4 storage technologies in a table: lithium-ion, pumped hydro, hydrogen and thermal',
    ),
    t(
      'Рассчитайте ёмкость батареи, чтобы дом с панелями 5 кВт прожил ночь без сети',
      '5 кВт панельдері бар үй түнде желісіз жұмыс істеуі үшін аккумулятор сыйымдылығын есептеңіз',
      'Size a battery so a house with 5 kW of panels can get through the night off-grid',
    ),
    t(
      'Посчитайте стоимость хранения 1 кВт·ч с учётом числа циклов и КПД',
      'Циклдер саны мен ПӘК-ті ескеріп, 1 кВт·сағ сақтаудың құнын есептеңіз',
      'Work out the cost of storing 1 kWh, allowing for cycle life and efficiency',
    ),
  ],
  'Working at height': [
    t(
      'Пройдите обучение безопасной работе на высоте с удостоверением',
      'Биіктікте қауіпсіз жұмыс істеу оқуынан өтіп, куәлік алыңыз',
      'Complete certified working-at-height training',
    ),
    t(
      'Проверьте страховочную привязь и стропы по чек-листу перед подъёмом',
      'Көтерілер алдында сақтандыру белдігі мен стропты тексеру парағымен тексеріңіз',
      'Inspect a safety harness and lanyards against a checklist before a climb',
    ),
    t(
      'Отработайте на учебной вышке спасение пострадавшего на высоте в паре',
      'Оқу мұнарасында жұппен биіктіктегі зардап шегушіні құтқаруды жаттығыңыз',
      'Practise rescuing a casualty at height with a partner on a training tower',
    ),
  ],
  'Electrical schematics': [
    t(
      'Прочитайте схему управления двигателем и объясните работу каждого контактора и реле',
      'Қозғалтқышты басқару сызбасын оқып, әр контактор мен реленің жұмысын түсіндіріңіз',
      'Read a motor control diagram and explain what each contactor and relay does',
    ),
    t(
      'Соберите на стенде схему пуска двигателя с реверсом и проверьте её мультиметром',
      'Стендте қозғалтқышты реверспен іске қосу сызбасын құрастырып, мультиметрмен тексеріңіз',
      'Wire a reversing motor starter on a test bench and check it with a multimeter',
    ),
    t(
      'Начертите схему в программе (QElectroTech или EPLAN) по ГОСТ с обозначениями',
      'Сызбаны бағдарламада (QElectroTech немесе EPLAN) ГОСТ бойынша белгілерімен сызыңыз',
      'Draw a schematic to standard symbols in software (QElectroTech or EPLAN)',
    ),
  ],
  'Hydraulics and gearboxes': [
    t(
      'Разберите гидравлическую схему тормоза или питча ветроустановки и назовите 6 элементов',
      'Жел қондырғысының тежегіш не питч гидравликалық сызбасын талдап, 6 элементін атаңыз',
      'Study the hydraulic diagram of a turbine brake or pitch system and name 6 components',
    ),
    t(
      'Рассчитайте передаточное число многоступенчатого редуктора по числу зубьев',
      'Тістер саны бойынша көпсатылы редуктордың беріліс санын есептеңіз',
      'Calculate a multi-stage gearbox ratio from the tooth counts',
    ),
    t(
      'Возьмите пробу масла из редуктора и расшифруйте лабораторный анализ на износ',
      'Редуктордан май сынамасын алып, тозу бойынша зертханалық талдауды ашыңыз',
      'Take a gearbox oil sample and interpret the lab wear analysis',
    ),
  ],
  'SCADA-based diagnostics': [
    t(
      'Постройте по 10-минутным данным SCADA кривую мощности турбины и найдите выпадающие точки',
      'SCADA-ның 10 минуттық деректері бойынша турбинаның қуат қисығын құрып, ауытқыған нүктелерді табыңыз',
      'Plot a turbine power curve from 10-minute SCADA data and find the outliers',
    ),
    t(
      'Сопоставьте рост температуры подшипника с журналом аварий и объясните причину',
      'Мойынтірек температурасының өсуін апат журналымен салыстырып, себебін түсіндіріңіз',
      'Match a bearing temperature rise with the alarm log and explain the cause',
    ),
    t(
      'Посчитайте по данным доступность турбины за месяц и потерянную выработку',
      'Деректер бойынша турбинаның бір айлық қолжетімділігін және жоғалған өндірісті есептеңіз',
      'Work out the turbine’s monthly availability and lost production from the data',
    ),
  ],
  'Plant thermal diagrams': [
    t(
      'Нарисуйте тепловую схему ТЭЦ: котёл, турбина, конденсатор, подогреватели, деаэратор',
      'ЖЭО-ның жылу сызбасын салыңыз: қазан, турбина, конденсатор, қыздырғыштар, деаэратор',
      'Draw a CHP plant’s thermal diagram: boiler, turbine, condenser, heaters and deaerator',
    ),
    t(
      'Рассчитайте КПД цикла Ренкина по заданным давлениям и температурам',
      'Берілген қысым мен температура бойынша Ренкин циклінің ПӘК-ін есептеңіз',
      'Calculate Rankine-cycle efficiency from given pressures and temperatures',
    ),
    t(
      'Посетите ТЭЦ своего города на экскурсии и найдите на месте 5 элементов схемы',
      'Қалаңыздағы ЖЭО-ға экскурсияға барып, сызбаның 5 элементін орнынан табыңыз',
      'Visit your city’s CHP plant on a tour and find 5 parts of the diagram on site',
    ),
  ],
  'Process control systems': [
    t(
      'Изучите мнемосхему одного участка станции и объясните значение каждого цвета и символа',
      'Станцияның бір учаскесінің мнемосызбасын зерттеп, әр түс пен белгінің мағынасын түсіндіріңіз',
      'Study the mimic diagram of one plant area and explain every colour and symbol',
    ),
    t(
      'Настройте ПИД-регулятор в симуляторе так, чтобы уровень вышел на уставку без колебаний',
      'Симуляторда ПИД-реттегішті деңгей тербеліссіз берілген мәнге шығатындай баптаңыз',
      'Tune a PID controller in a simulator so the level settles on its set-point without oscillation',
    ),
    t(
      'Разберите 3 сигнализации АСУ ТП и опишите действия оператора на каждую',
      'ТП АБЖ-ның 3 дабылын талдап, әрқайсысына оператордың әрекетін сипаттаңыз',
      'Work through 3 control-system alarms and describe the operator’s response to each',
    ),
  ],
  'Emergency response': [
    t(
      'Выучите инструкцию по ликвидации одной аварии (например, потери питания собственных нужд)',
      'Бір апатты жою нұсқаулығын жаттаңыз (мысалы, өз мұқтаждарының қорегі жоғалғанда)',
      'Learn the response procedure for one emergency, such as a loss of auxiliary power',
    ),
    t(
      'Участвуйте в противоаварийной тренировке и запишите время и порядок своих действий',
      'Апатқа қарсы жаттығуға қатысып, әрекеттеріңіздің уақыты мен ретін жазыңыз',
      'Take part in an emergency drill and log the timing and order of your actions',
    ),
    t(
      'Разберите одну крупную аварию в энергетике по отчёту и выпишите 3 ошибки персонала',
      'Энергетикадағы бір ірі апатты есеп бойынша талдап, қызметкерлердің 3 қатесін жазыңыз',
      'Study one major power-sector accident report and list 3 operator errors',
    ),
  ],
  'Shift discipline': [
    t(
      'Отработайте приёмку и сдачу смены по чек-листу с записью в оперативный журнал',
      'Ауысымды тексеру парағы бойынша қабылдап-тапсыруды жедел журналға жазумен жаттығыңыз',
      'Practise a shift handover with a checklist and an entry in the operations log',
    ),
    t(
      'Составьте режим сна и питания для графика 12-часовых смен и проживите по нему 2 недели',
      '12 сағаттық ауысым кестесіне ұйқы мен тамақтану режимін жасап, 2 апта соған сай өмір сүріңіз',
      'Plan sleep and meals around 12-hour shifts and live by the plan for 2 weeks',
    ),
    t(
      'Заполняйте журнал обходов оборудования каждые 2 часа в течение учебной смены',
      'Оқу ауысымы бойы әр 2 сағат сайын жабдықты аралау журналын толтырыңыз',
      'Fill in the equipment round log every 2 hours during a practice shift',
    ),
  ],
  'Nuclear physics': [
    t(
      'Решите 20 задач на радиоактивный распад, период полураспада и энергию связи',
      'Радиоактивті ыдырау, жартылай ыдырау кезеңі және байланыс энергиясы бойынша 20 есеп шығарыңыз',
      'Solve 20 problems on radioactive decay, half-life and binding energy',
    ),
    t(
      'Рассчитайте энергию деления одного ядра урана-235 и сколько урана нужно станции 1 ГВт в год',
      'Бір уран-235 ядросының бөліну энергиясын және 1 ГВт станцияға жылына қанша уран керегін есептеңіз',
      'Calculate the energy of one U-235 fission and how much uranium a 1 GW plant uses a year',
    ),
    t(
      'Опишите на 2 страницах роль Казахстана в мировой добыче урана и проект АЭС',
      'Қазақстанның әлемдік уран өндірудегі рөлін және АЭС жобасын 2 бетте сипаттаңыз',
      'Describe on 2 pages Kazakhstan’s role in world uranium mining and its nuclear plant project',
    ),
  ],
  'Radiation safety': [
    t(
      'Выучите пределы доз для персонала и населения и принцип ALARA',
      'Қызметкерлер мен халыққа арналған доза шектерін және ALARA қағидатын біліп алыңыз',
      'Learn the dose limits for workers and the public and the ALARA principle',
    ),
    t(
      'Измерьте дозиметром фон в 5 местах и сравните с нормой',
      'Дозиметрмен 5 жердегі радиациялық аяны өлшеп, нормамен салыстырыңыз',
      'Measure background radiation in 5 places with a dosimeter and compare with the norm',
    ),
    t(
      'Рассчитайте, как толщина свинцовой защиты и расстояние снижают дозу от источника',
      'Қорғасын қорғаныстың қалыңдығы мен қашықтық көзден алынатын дозаны қалай азайтатынын есептеңіз',
      'Calculate how lead shielding thickness and distance reduce the dose from a source',
    ),
  ],
  'Thermal-hydraulic analysis': [
    t(
      'Рассчитайте теплообмен в трубе по уравнению Диттуса — Бёлтера для заданного потока',
      'Берілген ағын үшін Диттус — Бёлтер теңдеуімен құбырдағы жылу алмасуды есептеңіз',
      'Calculate heat transfer in a pipe for a given flow with the Dittus–Boelter equation',
    ),
    t(
      'Постройте в Python профиль температуры топлива и теплоносителя по высоте канала',
      'Python-да арна биіктігі бойынша отын мен жылу тасымалдағыштың температура профилін құрыңыз',
      'Plot fuel and coolant temperature along a channel’s height in Python',
    ),
    t(
      'Оцените запас до кризиса теплообмена для одного режима и опишите допущения',
      'Бір режим үшін жылу алмасу дағдарысына дейінгі қорды бағалап, жорамалдарды сипаттаңыз',
      'Estimate the margin to critical heat flux for one operating point and state your assumptions',
    ),
  ],
  'Safety culture': [
    t(
      'Прочитайте документ МАГАТЭ о культуре безопасности и выпишите 10 её признаков',
      'МАГАТЭ-нің қауіпсіздік мәдениеті туралы құжатын оқып, оның 10 белгісін жазыңыз',
      'Read the IAEA guidance on safety culture and list its 10 traits',
    ),
    t(
      'Разберите аварию на Чернобыльской АЭС с точки зрения культуры безопасности: 5 уроков',
      'Чернобыль АЭС-індегі апатты қауіпсіздік мәдениеті тұрғысынан талдаңыз: 5 сабақ',
      'Analyse the Chernobyl accident from a safety-culture angle: 5 lessons',
    ),
    t(
      'Сообщите о 3 небезопасных мелочах в учебной лаборатории или на практике и проследите устранение',
      'Оқу зертханасындағы немесе тәжірибедегі 3 қауіпті ұсақ-түйек туралы хабарлап, жойылуын қадағалаңыз',
      'Report 3 small safety issues in a lab or placement and follow them until they are fixed',
    ),
  ],
  'Thermal imaging and metering': [
    t(
      'Снимите тепловизором фасад и окна дома зимой и отметьте 5 мест утечек тепла',
      'Қыста тепловизормен үйдің қасбеті мен терезелерін түсіріп, жылу шығатын 5 жерді белгілеңіз',
      'Take winter thermal images of a building’s walls and windows and mark 5 heat leaks',
    ),
    t(
      'Снимите показания счётчиков тепла и электроэнергии здания за месяц и постройте график',
      'Ғимараттың жылу және электр есептегіштерінің бір айлық көрсеткіштерін алып, график құрыңыз',
      'Read a building’s heat and electricity meters for a month and chart the readings',
    ),
    t(
      'Измерьте токовыми клещами нагрузку 5 потребителей и сравните с паспортной мощностью',
      'Ток қысқыштарымен 5 тұтынушының жүктемесін өлшеп, паспорттық қуатымен салыстырыңыз',
      'Measure the load of 5 appliances with a clamp meter and compare with their rated power',
    ),
  ],
  'Energy balances': [
    t(
      'Составьте энергобаланс школы или дома: приход и расход тепла и электричества за год',
      'Мектептің не үйдің энергия балансын жасаңыз: жылдағы жылу мен электрдің кірісі және шығысы',
      'Draw up an energy balance of a school or house: a year’s heat and power in and out',
    ),
    t(
      'Посчитайте удельное потребление тепла на 1 м² и сравните с нормативом',
      '1 м²-ге шаққандағы жылу тұтынуды есептеп, нормативпен салыстырыңыз',
      'Calculate heat use per m² and compare it with the standard',
    ),
    t(
      'Постройте диаграмму Санкея потоков энергии для одного объекта',
      'Бір нысанның энергия ағындарының Санкей диаграммасын құрыңыз',
      'Draw a Sankey diagram of the energy flows for one building',
    ),
  ],
  'Energy-saving legislation': [
    t(
      'Прочитайте Закон РК «Об энергосбережении и повышении энергоэффективности» и выпишите, кто обязан проходить аудит',
      'ҚР «Энергия үнемдеу және энергия тиімділігін арттыру туралы» Заңын оқып, аудиттен кім өтуге міндетті екенін жазыңыз',
      'Read Kazakhstan’s energy-saving law and list who must have an energy audit',
    ),
    t(
      'Найдите требования к классам энергоэффективности зданий и определите класс своего дома',
      'Ғимараттардың энергия тиімділігі сыныптарына қойылатын талаптарды тауып, өз үйіңіздің сыныбын анықтаңыз',
      'Find the building energy-efficiency classes and work out your home’s class',
    ),
    t(
      'Выпишите меры господдержки энергосберегающих проектов и условия их получения',
      'Энергия үнемдейтін жобаларды мемлекеттік қолдау шараларын және оларды алу шарттарын жазыңыз',
      'List the state support for energy-saving projects and how to qualify',
    ),
  ],
  'Report writing': [
    t(
      'Напишите отчёт на 5 страниц: цель, метод, результаты, выводы, рекомендации',
      '5 беттік есеп жазыңыз: мақсаты, әдісі, нәтижелері, қорытындысы, ұсыныстары',
      'Write a 5-page report: aim, method, results, conclusions and recommendations',
    ),
    t(
      'Добавьте в отчёт 3 графика и таблицу с подписями и ссылками в тексте',
      'Есепке мәтінде сілтемесі бар, атаулары жазылған 3 график пен кесте қосыңыз',
      'Add 3 captioned charts and a table to the report, each referred to in the text',
    ),
    t(
      'Сократите отчёт до резюме на полстраницы для руководителя и дайте прочитать постороннему',
      'Есепті басшыға арналған жарты беттік түйіндемеге дейін қысқартып, бөгде адамға оқытыңыз',
      'Cut the report down to a half-page executive summary and have an outsider read it',
    ),
  ],
};
