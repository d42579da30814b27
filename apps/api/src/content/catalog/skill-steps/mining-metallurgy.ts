import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the mining, geology and metallurgy professions. */
export const MINING_METALLURGY_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Mine planning (Micromine, Datamine)': [
    t(
      'Установите учебную версию Micromine или Datamine и загрузите демонстрационную блочную модель',
      'Micromine немесе Datamine оқу нұсқасын орнатып, демонстрациялық блоктық модельді жүктеңіз',
      'Install a student licence of Micromine or Datamine and load a demo block model',
    ),
    t(
      'Постройте в ней контур карьера с заданным углом борта и посчитайте объём вскрыши',
      'Онда берілген жақтау бұрышымен карьер контурын салып, аршынды көлемін есептеңіз',
      'Design a pit shell with a given slope angle and calculate the waste volume',
    ),
    t(
      'Составьте календарный план добычи на 3 года по учебной модели в таблице',
      'Оқу моделі бойынша 3 жылға өндірудің күнтізбелік жоспарын кестеде құрыңыз',
      'Draw up a 3-year production schedule from the practice model in a spreadsheet',
    ),
  ],
  'Drilling and blasting': [
    t(
      'Рассчитайте паспорт буровзрывных работ для уступа: сетку скважин, заряд и удельный расход ВВ',
      'Кемер үшін бұрғылап-жару төлқұжатын есептеңіз: ұңғымалар торы, заряд және ЖЗ меншікті шығыны',
      'Calculate a blast design for a bench: hole pattern, charge and powder factor',
    ),
    t(
      'Начертите схему взрывания с замедлениями для 20 скважин',
      '20 ұңғымаға арналған баяулатқыштары бар жару сызбасын сызыңыз',
      'Draw a delay-timing plan for a 20-hole blast',
    ),
    t(
      'Выпишите из Правил безопасности при взрывных работах РК размеры опасных зон',
      'ҚР Жару жұмыстары кезіндегі қауіпсіздік қағидаларынан қауіпті аймақтардың өлшемдерін жазыңыз',
      'Write down the danger-zone distances from Kazakhstan’s blasting safety rules',
    ),
  ],
  Geomechanics: [
    t(
      'Оцените по учебным данным керна рейтинг массива RMR для 3 интервалов',
      'Оқу керн деректері бойынша 3 аралық үшін массивтің RMR рейтингін бағалаңыз',
      'Rate the rock mass (RMR) for 3 intervals from practice core data',
    ),
    t(
      'Рассчитайте коэффициент запаса устойчивости борта карьера для двух углов откоса',
      'Екі еңіс бұрышы үшін карьер жақтауының орнықтылық қор коэффициентін есептеңіз',
      'Calculate the factor of safety of a pit wall for two slope angles',
    ),
    t(
      'Сфотографируйте 10 обнажений или скал и опишите трещиноватость каждого',
      '10 жартасты немесе тік жарды суретке түсіріп, әрқайсысының жарықшақтығын сипаттаңыз',
      'Photograph 10 outcrops or rock faces and describe the jointing in each',
    ),
  ],
  'Industrial safety': [
    t(
      'Выпишите из Закона РК «О гражданской защите» обязанности организаций с опасными производственными объектами',
      '«Азаматтық қорғау туралы» ҚР Заңынан қауіпті өндірістік объектілері бар ұйымдардың міндеттерін жазыңыз',
      'List the duties of firms running hazardous facilities under the Civil Protection Law',
    ),
    t(
      'Составьте матрицу рисков для 5 операций на руднике: вероятность, тяжесть, меры',
      'Кеніштегі 5 операция үшін тәуекел матрицасын жасаңыз: ықтималдық, ауырлық, шаралар',
      'Build a risk matrix for 5 mine operations: likelihood, severity, controls',
    ),
    t(
      'Разберите отчёт об одной аварии на горном предприятии и выпишите 3 коренные причины',
      'Тау-кен кәсіпорнындағы бір апат туралы есепті талдап, 3 түпкі себебін жазыңыз',
      'Study one mine-accident report and note 3 root causes',
    ),
  ],
  'Field geology and mapping': [
    t(
      'Научитесь брать азимут падения и простирания горным компасом и сделайте 20 замеров',
      'Тау компасымен құлау мен созылу азимутын алуды үйреніп, 20 өлшем жасаңыз',
      'Learn to take dip and strike with a geological compass and record 20 readings',
    ),
    t(
      'Ведите полевой дневник однодневного маршрута с зарисовками 5 точек наблюдения',
      'Бір күндік маршруттың далалық күнделігін 5 бақылау нүктесінің суреттерімен жүргізіңіз',
      'Keep a field notebook for a one-day traverse with sketches of 5 outcrops',
    ),
    t(
      'Нанесите результаты маршрута на топооснову и постройте простой геологический разрез',
      'Маршрут нәтижелерін топонегізге түсіріп, қарапайым геологиялық қима салыңыз',
      'Plot the traverse on a topographic base map and draw a simple cross-section',
    ),
  ],
  'Mineralogy and petrography': [
    t(
      'Соберите коллекцию из 20 минералов и пород и подпишите название и место находки',
      '20 минерал мен таужыныстан коллекция жинап, атауы мен табылған жерін жазыңыз',
      'Build a 20-specimen collection of minerals and rocks labelled with name and locality',
    ),
    t(
      'Определите 10 минералов по твёрдости, блеску, черте и спайности без подсказок',
      '10 минералды қаттылығы, жылтыры, сызығы және жарылымдылығы бойынша көмексіз анықтаңыз',
      'Identify 10 minerals by hardness, lustre, streak and cleavage without hints',
    ),
    t(
      'Опишите 3 шлифа под микроскопом: минеральный состав и структура',
      'Микроскоп астында 3 шлифті сипаттаңыз: минералдық құрамы және құрылымы',
      'Describe 3 thin sections under the microscope: mineral content and texture',
    ),
  ],
  'GIS and 3D modelling': [
    t(
      'Загрузите в QGIS геологическую карту и спутниковый снимок одного района Казахстана',
      'QGIS-ке Қазақстанның бір ауданының геологиялық картасы мен спутниктік суретін жүктеңіз',
      'Load a geological map and a satellite image of one Kazakh district into QGIS',
    ),
    t(
      'Оцифруйте 3 слоя: контакты пород, разломы и точки опробования',
      '3 қабатты цифрлаңыз: таужыныстар түйісулері, жарылымдар және сынама нүктелері',
      'Digitise 3 layers: rock contacts, faults and sample points',
    ),
    t(
      'Постройте 3D-каркас рудного тела по 10 учебным скважинам',
      '10 оқу ұңғымасы бойынша кен денесінің 3D қаңқасын салыңыз',
      'Build a 3D wireframe of an ore body from 10 practice drill holes',
    ),
  ],
  'Resource estimation': [
    t(
      'Посчитайте запасы учебного блока методом геологических блоков: объём, плотность, среднее содержание',
      'Оқу блогының қорын геологиялық блоктар әдісімен есептеңіз: көлем, тығыздық, орташа құрам',
      'Estimate a practice block by the polygon method: volume, density, average grade',
    ),
    t(
      'Постройте вариограмму по 50 пробам и подберите модель',
      '50 сынама бойынша вариограмма салып, модель таңдаңыз',
      'Build a variogram from 50 samples and fit a model',
    ),
    t(
      'Выпишите категории запасов по кодексу KAZRC и чем они отличаются',
      'KAZRC кодексі бойынша қорлар санаттарын және олардың айырмашылығын жазыңыз',
      'List the resource categories of the KAZRC code and how they differ',
    ),
  ],
  'Pyrometallurgy and hydrometallurgy': [
    t(
      'Нарисуйте технологическую схему получения меди на заводе Казахмыса от концентрата до катода',
      'Қазақмыс зауытында концентраттан катодқа дейін мыс алудың технологиялық сызбасын сызыңыз',
      'Draw the flowsheet of copper production at a Kazakhmys plant from concentrate to cathode',
    ),
    t(
      'Рассчитайте материальный баланс плавки по учебным данным',
      'Оқу деректері бойынша балқытудың материалдық балансын есептеңіз',
      'Calculate the mass balance of a smelting run from practice data',
    ),
    t(
      'Проведите опыт выщелачивания меди из медного купороса на железо и запишите выход',
      'Мыс купоросынан темірге мысты шаймалау тәжірибесін жасап, шығымын жазыңыз',
      'Run a copper cementation experiment from copper sulphate onto iron and record the yield',
    ),
  ],
  'Physical metallurgy': [
    t(
      'Выучите диаграмму железо — углерод и нанесите на неё 5 марок стали',
      'Темір — көміртек диаграммасын жаттап, оған болаттың 5 маркасын түсіріңіз',
      'Learn the iron–carbon diagram and place 5 steel grades on it',
    ),
    t(
      'Закалите и отпустите стальной образец и сравните твёрдость до и после',
      'Болат үлгіні шынықтырып, босатып, қаттылығын бұрын және кейін салыстырыңыз',
      'Harden and temper a steel sample and compare its hardness before and after',
    ),
    t(
      'Опишите 3 микроструктуры стали по учебным фотографиям шлифов',
      'Шлифтердің оқу суреттері бойынша болаттың 3 микроқұрылымын сипаттаңыз',
      'Describe 3 steel microstructures from practice micrographs',
    ),
  ],
  'Product quality control': [
    t(
      'Выпишите требования одного ГОСТа или СТ РК на металлопродукцию: химсостав и механические свойства',
      'Металл өніміне арналған бір ГОСТ немесе ҚР СТ талаптарын жазыңыз: химиялық құрамы және механикалық қасиеттері',
      'List the requirements of one GOST or ST RK metal-product standard: chemistry and mechanical properties',
    ),
    t(
      'Постройте контрольную карту Шухарта по 30 учебным замерам и найдите выход за границы',
      '30 оқу өлшемі бойынша Шухарт бақылау картасын салып, шектен шығуды табыңыз',
      'Plot a Shewhart control chart from 30 practice measurements and find points out of limits',
    ),
    t(
      'Составьте диаграмму Исикавы для одного вида брака',
      'Ақаудың бір түрі үшін Исикава диаграммасын жасаңыз',
      'Draw a fishbone diagram for one type of defect',
    ),
  ],
  'Process data analysis': [
    t(
      'Загрузите в Python суточные данные печи и постройте тренды 5 параметров',
      'Пештің тәуліктік деректерін Python-ға жүктеп, 5 параметрдің трендтерін салыңыз',
      'Load a furnace’s daily data into Python and plot trends for 5 parameters',
    ),
    t(
      'Найдите корреляцию температуры и расхода с извлечением металла',
      'Температура мен шығынның металл бөлініп алуымен корреляциясын табыңыз',
      'Find how temperature and feed rate correlate with metal recovery',
    ),
    t(
      'Напишите отчёт на страницу: какой параметр сильнее всего влияет на выход и что менять',
      'Бір беттік есеп жазыңыз: шығымға қай параметр көбірек әсер етеді және нені өзгерту керек',
      'Write a one-page report on which parameter drives yield most and what to change',
    ),
  ],
  'Survey instruments and laser scanning': [
    t(
      'Научитесь устанавливать тахеометр над точкой и сделайте 20 измерений углов и расстояний',
      'Тахеометрді нүкте үстіне орнатуды үйреніп, бұрыштар мен қашықтықтардың 20 өлшемін жасаңыз',
      'Learn to set up a total station over a point and take 20 angle and distance readings',
    ),
    t(
      'Проложите теодолитный ход из 5 точек вокруг школы и посчитайте невязку',
      'Мектепті айнала 5 нүктеден тұратын теодолиттік жүріс салып, үйлеспеушілікті есептеңіз',
      'Run a 5-station traverse around the school and compute its misclosure',
    ),
    t(
      'Обработайте облако точек лазерного сканирования в CloudCompare и посчитайте объём склада',
      'Лазерлік сканерлеудің нүктелер бұлтын CloudCompare-де өңдеп, қойма көлемін есептеңіз',
      'Process a laser-scan point cloud in CloudCompare and calculate a stockpile volume',
    ),
  ],
  'Mine survey calculations': [
    t(
      'Решите 15 задач на прямую и обратную геодезические задачи',
      'Тура және кері геодезиялық есептерге 15 есеп шығарыңыз',
      'Solve 15 forward and inverse surveying problems',
    ),
    t(
      'Посчитайте объём выемки за месяц по двум съёмкам методом сечений',
      'Екі түсірілім бойынша бір айлық қазынды көлемін қималар әдісімен есептеңіз',
      'Compute a month’s excavated volume from two surveys with the cross-section method',
    ),
    t(
      'Рассчитайте задание направления для проходки выработки между двумя точками',
      'Екі нүкте арасында қазбаны үңгу үшін бағыт беру тапсырмасын есептеңіз',
      'Calculate the heading direction for driving a drift between two points',
    ),
  ],
  'AutoCAD and mine drafting': [
    t(
      'Начертите в AutoCAD план горизонта карьера по учебным координатам с подписями',
      'AutoCAD-та оқу координаттары бойынша карьер горизонтының жоспарын жазулармен сызыңыз',
      'Draw an open-pit level plan in AutoCAD from practice coordinates, fully labelled',
    ),
    t(
      'Оформите чертёж по условным знакам горной графики и рамке с штампом',
      'Сызбаны тау-кен графикасының шартты белгілері бойынша және мөртабанды жиектемемен рәсімдеңіз',
      'Finish the drawing with standard mine-drafting symbols and a title block',
    ),
    t(
      'Постройте по плану продольный разрез выработки с отметками',
      'Жоспар бойынша қазбаның белгілері бар бойлық қимасын салыңыз',
      'Draw a long section of a drift with elevations from the plan',
    ),
  ],
  'Accuracy and care': [
    t(
      'Выполните 10 повторных измерений одной линии и посчитайте среднюю квадратическую ошибку',
      'Бір сызықты 10 рет қайта өлшеп, орташа квадраттық қатені есептеңіз',
      'Measure one line 10 times and calculate the root-mean-square error',
    ),
    t(
      'Заведите журнал полевых измерений и проверяйте каждую запись вторым человеком',
      'Далалық өлшеулер журналын ашып, әр жазбаны екінші адамға тексертіңіз',
      'Keep a field measurement log and have a second person check every entry',
    ),
    t(
      'Перепроверьте свои 20 расчётов обратным ходом и запишите найденные ошибки',
      'Өз 20 есебіңізді кері жолмен қайта тексеріп, табылған қателерді жазыңыз',
      'Re-check 20 of your own calculations by working backwards and log the errors found',
    ),
  ],
  'Flotation and gravity separation': [
    t(
      'Нарисуйте схему обогатительной фабрики: дробление, измельчение, флотация, сгущение',
      'Байыту фабрикасының сызбасын сызыңыз: ұсақтау, майдалау, флотация, қоюлату',
      'Draw a concentrator flowsheet: crushing, grinding, flotation, thickening',
    ),
    t(
      'Проведите опыт пенной флотации с мылом и порошком графита и опишите результат',
      'Сабын мен графит ұнтағымен көбікті флотация тәжірибесін жасап, нәтижесін сипаттаңыз',
      'Run a froth-flotation experiment with soap and graphite powder and describe the result',
    ),
    t(
      'Разделите смесь песка и мелкой дроби на лотке и посчитайте извлечение тяжёлой фракции',
      'Құм мен ұсақ бытыраның қоспасын науада бөліп, ауыр фракцияның бөлініп алынуын есептеңіз',
      'Pan a mix of sand and fine shot and calculate the recovery of the heavy fraction',
    ),
  ],
  'Ore testwork': [
    t(
      'Проведите ситовой анализ пробы песка на 5 ситах и постройте кривую крупности',
      '5 електе құм сынамасының електік талдауын жасап, ірілік қисығын салыңыз',
      'Sieve a sand sample on 5 screens and plot the size-distribution curve',
    ),
    t(
      'Спланируйте серию из 6 флотационных опытов с изменением одного параметра',
      'Бір параметрді өзгерте отырып, 6 флотациялық тәжірибе сериясын жоспарлаңыз',
      'Plan a series of 6 flotation tests varying one parameter',
    ),
    t(
      'Оформите лабораторный протокол испытаний с таблицей и выводом',
      'Сынаудың зертханалық хаттамасын кестесімен және қорытындысымен рәсімдеңіз',
      'Write up a laboratory test report with a table and a conclusion',
    ),
  ],
  'Metallurgical accounting': [
    t(
      'Посчитайте извлечение металла в концентрат по формуле двух продуктов для 5 учебных смен',
      '5 оқу ауысымы үшін екі өнім формуласы бойынша металдың концентратқа бөлініп алынуын есептеңіз',
      'Calculate metal recovery to concentrate with the two-product formula for 5 practice shifts',
    ),
    t(
      'Сведите месячный баланс металла фабрики в таблице и найдите невязку',
      'Фабриканың айлық металл балансын кестеде жинап, үйлеспеушілікті табыңыз',
      'Build the plant’s monthly metal balance in a spreadsheet and find the imbalance',
    ),
    t(
      'Опишите, где на фабрике берутся пробы для баланса и почему именно там',
      'Фабрикада баланс үшін сынамалар қай жерден алынатынын және неге дәл сол жерден екенін сипаттаңыз',
      'Describe where the plant takes balance samples and why there',
    ),
  ],
  'Plant automation': [
    t(
      'Нарисуйте контур регулирования уровня в зумпфе: датчик, ПИД-регулятор, насос',
      'Зумпфтағы деңгейді реттеу контурын сызыңыз: датчик, ПИД реттегіш, сорғы',
      'Draw a sump level control loop: sensor, PID controller, pump',
    ),
    t(
      'Настройте ПИД-регулятор в бесплатном симуляторе и добейтесь перерегулирования меньше 10%',
      'Тегін симуляторда ПИД реттегішті баптап, асыра реттеуді 10%-дан төмен жеткізіңіз',
      'Tune a PID loop in a free simulator to less than 10% overshoot',
    ),
    t(
      'Соберите на Arduino модель с датчиком и реле, которое включает насос по уровню воды',
      'Arduino-да су деңгейі бойынша сорғыны қосатын датчигі мен релесі бар модель жинаңыз',
      'Build an Arduino model with a sensor and relay that switches a pump by water level',
    ),
  ],
  'Heavy equipment operation': [
    t(
      'Выучите органы управления и приборы одного карьерного самосвала или экскаватора по руководству',
      'Бір карьерлік өздігінен аударғыштың немесе экскаватордың басқару органдары мен аспаптарын нұсқаулық бойынша жаттаңыз',
      'Learn the controls and gauges of one haul truck or excavator from its manual',
    ),
    t(
      'Пройдите 10 часов на тренажёре-симуляторе горной техники в учебном центре',
      'Оқу орталығында тау-кен техникасының тренажер-симуляторында 10 сағат өтіңіз',
      'Log 10 hours on a mining-equipment simulator at a training centre',
    ),
    t(
      'Получите водительские права категории C как первый шаг к допуску к самосвалу',
      'Өздігінен аударғышқа рұқсат алудың алғашқы қадамы ретінде С санатты жүргізуші куәлігін алыңыз',
      'Get a category C driving licence as the first step towards driving a haul truck',
    ),
  ],
  'Pre-shift inspection': [
    t(
      'Составьте чек-лист предсменного осмотра машины из 20 пунктов по руководству',
      'Нұсқаулық бойынша машинаны ауысым алдында тексерудің 20 тармақтан тұратын чек-парағын жасаңыз',
      'Make a 20-point pre-shift inspection checklist from the machine manual',
    ),
    t(
      'Проведите по нему осмотр любого автомобиля 5 раз и запишите найденные неисправности',
      'Ол бойынша кез келген көлікті 5 рет тексеріп, табылған ақауларды жазыңыз',
      'Use it to inspect any vehicle 5 times and log the faults you find',
    ),
    t(
      'Выучите, при каких неисправностях выезд запрещён, и объясните каждую наставнику',
      'Қандай ақаулар кезінде шығуға тыйым салынатынын жаттап, әрқайсысын тәлімгерге түсіндіріңіз',
      'Learn which faults forbid going out and explain each one to a mentor',
    ),
  ],
  'Open-pit safety rules': [
    t(
      'Выпишите из правил безопасности на открытых горных работах 15 требований к водителям',
      'Ашық тау-кен жұмыстарындағы қауіпсіздік қағидаларынан жүргізушілерге қойылатын 15 талапты жазыңыз',
      'List 15 requirements for drivers from the open-pit mining safety rules',
    ),
    t(
      'Нарисуйте схему движения на карьере с разъездами, ограничениями скорости и местами погрузки',
      'Карьердегі қозғалыс сызбасын айналма жолдарымен, жылдамдық шектеулерімен және тиеу орындарымен сызыңыз',
      'Draw a pit traffic plan with passing bays, speed limits and loading points',
    ),
    t(
      'Выучите сигналы при взрывных работах и порядок действий по каждому',
      'Жару жұмыстары кезіндегі сигналдарды және әрқайсысы бойынша әрекет тәртібін жаттаңыз',
      'Learn the blasting signals and what to do at each',
    ),
  ],
  'Sustained attention': [
    t(
      'Пройдите тест Шульте 10 дней подряд и запишите, как меняется время',
      'Шульте тестін 10 күн қатарынан өтіп, уақыттың қалай өзгеретінін жазыңыз',
      'Do the Schulte table test 10 days running and log how your time changes',
    ),
    t(
      'Работайте 50 минут без телефона и уведомлений 5 раз в неделю и отмечайте отвлечения',
      'Аптасына 5 рет телефонсыз және хабарламасыз 50 минут жұмыс істеп, алаңдауларды белгілеңіз',
      'Work 50 minutes with no phone or notifications 5 times a week and tally distractions',
    ),
    t(
      'Проследите за своим состоянием в ночную смену или долгой поездке и выпишите признаки усталости',
      'Түнгі ауысымда немесе ұзақ сапарда жағдайыңызды бақылап, шаршау белгілерін жазыңыз',
      'Watch yourself on a night shift or long drive and list your signs of fatigue',
    ),
  ],
};
