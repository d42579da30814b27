import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the agriculture, livestock and food-production professions. */
export const AGRO_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Soil science and agrochemistry': [
    t(
      'Возьмите пробу почвы с участка и сдайте её в агрохимлабораторию на pH, гумус, N, P и K',
      'Учаскеден топырақ сынамасын алып, оны агрохимия зертханасына pH, қарашірік, N, P және K анықтауға тапсырыңыз',
      'Take a soil sample from a plot and send it to an agrochemical lab for pH, humus, N, P and K',
    ),
    t(
      'По результатам анализа рассчитайте дозы удобрений под пшеницу на 1 га',
      'Талдау нәтижесі бойынша 1 гектар бидайға арналған тыңайтқыш мөлшерін есептеңіз',
      'From the results, calculate fertiliser rates for 1 ha of wheat',
    ),
    t(
      'Опишите почвенный разрез глубиной 1 м: горизонты, цвет, структуру — с фотографиями',
      '1 метр тереңдіктегі топырақ қимасын сипаттаңыз: қабаттары, түсі, құрылымы — суреттерімен',
      'Describe a 1 m soil profile — horizons, colour, structure — with photos',
    ),
  ],
  'Crop protection': [
    t(
      'Обойдите поле или сад и определите по своим фото 5 вредителей или болезней растений',
      'Егістікті не бақты аралап, өз суреттеріңіз бойынша өсімдіктердің 5 зиянкесін немесе ауруын анықтаңыз',
      'Walk a field or orchard and identify 5 pests or plant diseases from your photos',
    ),
    t(
      'Составьте схему защиты пшеницы на сезон: препараты из госреестра РК, дозы и сроки',
      'Бидайды бір маусымда қорғау сызбасын құрыңыз: ҚР мемлекеттік тізіліміндегі препараттар, мөлшері мен мерзімі',
      'Draw up a season’s protection plan for wheat: products from Kazakhstan’s state register, rates and timing',
    ),
    t(
      'Подсчитайте численность вредителя на 10 учётных площадках и сравните с порогом вредоносности',
      '10 есептік алаңда зиянкес санын есептеп, оны зияндылық шегімен салыстырыңыз',
      'Count a pest on 10 sample plots and compare the count with the economic threshold',
    ),
  ],
  'Crop rotation and cultivation': [
    t(
      'Составьте пятипольный севооборот для хозяйства в Северном Казахстане и обоснуйте предшественники',
      'Солтүстік Қазақстандағы шаруашылыққа бес танапты ауыспалы егіс құрып, алғы дақылдарды негіздеңіз',
      'Design a five-field rotation for a farm in Northern Kazakhstan and justify each preceding crop',
    ),
    t(
      'Напишите технологическую карту одной культуры: от обработки почвы до уборки',
      'Бір дақылдың технологиялық картасын жазыңыз: топырақ өңдеуден бастап жинауға дейін',
      'Write a crop technology sheet for one crop, from tillage to harvest',
    ),
    t(
      'Вырастите одну культуру на грядке или в горшках в двух вариантах и сравните урожай',
      'Бір дақылды жүйекте немесе құмырада екі нұсқада өсіріп, өнімін салыстырыңыз',
      'Grow one crop in two variants in a bed or pots and compare the yields',
    ),
  ],
  'Precision farming and satellite imagery': [
    t(
      'Скачайте снимок Sentinel-2 своего района в EO Browser и постройте карту NDVI',
      'EO Browser-ден өз ауданыңыздың Sentinel-2 суретін жүктеп, NDVI картасын құрыңыз',
      'Download a Sentinel-2 image of your district in EO Browser and build an NDVI map',
    ),
    t(
      'Сравните NDVI одного поля в мае, июне и июле и объясните разницу',
      'Бір алқаптың мамыр, маусым және шілдедегі NDVI мәнін салыстырып, айырмашылығын түсіндіріңіз',
      'Compare one field’s NDVI in May, June and July and explain the difference',
    ),
    t(
      'Разбейте поле на 3 зоны по снимку и предложите для каждой свою норму удобрений',
      'Суретке қарап алқапты 3 аймаққа бөліп, әрқайсысына жеке тыңайтқыш нормасын ұсыныңыз',
      'Split a field into 3 zones from the image and propose a fertiliser rate for each',
    ),
  ],
  'Animal diagnosis and treatment': [
    t(
      'Под присмотром ветврача измерьте температуру, пульс и дыхание у 5 животных и запишите их',
      'Мал дәрігерінің қарауымен 5 жануардың температурасын, тамыр соғуын және тынысын өлшеп, жазып алыңыз',
      'Under a vet’s supervision, measure temperature, pulse and breathing in 5 animals and record them',
    ),
    t(
      'Разберите 10 клинических случаев у животных: симптомы, диагноз, схема лечения',
      'Жануарлардағы 10 клиникалық жағдайды талдаңыз: белгілері, диагнозы, емдеу сызбасы',
      'Work through 10 animal clinical cases: signs, diagnosis and treatment plan',
    ),
    t(
      'Отработайте подкожную и внутримышечную инъекцию на муляже или под контролем врача',
      'Муляжда немесе дәрігердің бақылауымен тері астына және бұлшықетке инъекция жасауды үйреніңіз',
      'Practise subcutaneous and intramuscular injections on a model or under a vet’s supervision',
    ),
  ],
  'Veterinary sanitary inspection': [
    t(
      'Посетите ветлабораторию рынка и запишите 5 проверок, которые проходит мясо перед продажей',
      'Базардың ветеринариялық зертханасына барып, ет сатылар алдында өтетін 5 тексерісті жазып алыңыз',
      'Visit a market’s veterinary lab and write down 5 checks meat passes before sale',
    ),
    t(
      'Проведите органолептическую оценку трёх образцов молока или мяса по чек-листу',
      'Сүттің немесе еттің үш үлгісіне тексеру парағы бойынша органолептикалық баға беріңіз',
      'Do a sensory assessment of three milk or meat samples with a checklist',
    ),
    t(
      'Выпишите требования ТР ТС 034/2013 к мясу и проверьте по ним одну маркировку',
      'ТР ТС 034/2013 регламентінің етке қойылатын талаптарын жазып, бір таңбалаудың сәйкестігін тексеріңіз',
      'List the TR CU 034/2013 requirements for meat and check one product label against them',
    ),
  ],
  Epizootiology: [
    t(
      'Составьте таблицу 5 особо опасных болезней скота в Казахстане: возбудитель, передача, меры',
      'Қазақстандағы малдың аса қауіпті 5 ауруына кесте жасаңыз: қоздырғышы, берілу жолы, шаралары',
      'Make a table of 5 dangerous livestock diseases in Kazakhstan: agent, spread and control measures',
    ),
    t(
      'Составьте годовой план противоэпизоотических мероприятий для села с графиком вакцинаций',
      'Ауыл үшін вакцинация кестесі бар бір жылдық эпизоотияға қарсы іс-шаралар жоспарын құрыңыз',
      'Draw up a village’s yearly disease-control plan with a vaccination schedule',
    ),
    t(
      'Разберите одну вспышку (например, ящура или бруцеллёза): источник, карантин, итоги',
      'Бір індет ошағын талдаңыз (мысалы, аусыл не бруцеллез): көзі, карантин, нәтижесі',
      'Analyse one outbreak (such as foot-and-mouth disease or brucellosis): source, quarantine, outcome',
    ),
  ],
  'Calm and steady hands': [
    t(
      'Наложите 20 узловых швов на учебной подушке для швов и сфотографируйте результат',
      'Тігуге арналған оқу жастықшасына 20 түйінді тігіс салып, нәтижесін суретке түсіріңіз',
      'Place 20 interrupted sutures on a suture practice pad and photograph the result',
    ),
    t(
      'Отработайте 5 смен волонтёром в приюте для животных, помогая фиксировать их при осмотре',
      'Жануарлар баспанасында 5 ауысым ерікті болып, қарау кезінде оларды ұстауға көмектесіңіз',
      'Volunteer 5 shifts at an animal shelter, helping to hold animals during check-ups',
    ),
    t(
      'Освойте дыхательную технику 4-7-8 и применяйте её неделю перед каждой процедурой',
      '4-7-8 тыныс алу әдісін меңгеріп, бір апта бойы әр процедура алдында қолданыңыз',
      'Learn the 4-7-8 breathing technique and use it before every procedure for a week',
    ),
  ],
  'Farm machinery systems': [
    t(
      'Изучите устройство трактора (например, МТЗ-82 или К-700) и нарисуйте схему трансмиссии',
      'Трактордың құрылымын (мысалы, МТЗ-82 немесе К-700) зерттеп, трансмиссия сызбасын салыңыз',
      'Study the layout of a tractor (such as an MTZ-82 or K-700) and draw its transmission diagram',
    ),
    t(
      'Проведите с механиком ежесменное ТО трактора или комбайна по чек-листу из 10 пунктов',
      'Механикпен бірге трактор не комбайнға 10 тармақты тексеру парағы бойынша ауысымдық қызмет көрсетіңіз',
      'Carry out a tractor’s or combine’s daily service with a mechanic using a 10-point checklist',
    ),
    t(
      'Рассчитайте состав агрегата: какой трактор потянет сеялку шириной 12 м',
      'Агрегат құрамын есептеңіз: ені 12 метрлік сепкішті қай трактор тарта алады',
      'Work out a machine pairing: which tractor can pull a 12 m seeder',
    ),
  ],
  'Diagnostics and repair': [
    t(
      'Найдите и устраните 3 неисправности в учебном двигателе или реальной технике под надзором',
      'Оқу қозғалтқышында немесе нақты техникада бақылаумен 3 ақауды тауып, жойыңыз',
      'Find and fix 3 faults in a training engine or a real machine under supervision',
    ),
    t(
      'Считайте сканером коды ошибок с трактора или автомобиля и расшифруйте их по руководству',
      'Трактордан не көліктен сканермен қате кодтарын оқып, оларды нұсқаулық бойынша ашыңыз',
      'Read fault codes from a tractor or car with a scanner and decode them using the manual',
    ),
    t(
      'Ведите журнал ремонтов: 10 записей с симптомом, причиной и заменёнными деталями',
      'Жөндеу журналын жүргізіңіз: белгісі, себебі және ауыстырылған бөлшектері бар 10 жазба',
      'Keep a repair log: 10 entries with symptom, cause and parts replaced',
    ),
  ],
  'Irrigation systems': [
    t(
      'Рассчитайте норму полива для 1 га огурцов или хлопка по данным об испарении',
      'Булану деректері бойынша 1 гектар қияр немесе мақта үшін суару нормасын есептеңіз',
      'Calculate the irrigation rate for 1 ha of cucumbers or cotton from evaporation data',
    ),
    t(
      'Соберите капельный полив для грядки или теплицы и измерьте расход воды за неделю',
      'Жүйекке не жылыжайға тамшылатып суару жүйесін құрастырып, бір аптадағы су шығынын өлшеңіз',
      'Assemble drip irrigation for a bed or greenhouse and measure its water use over a week',
    ),
    t(
      'Сравните в таблице дождевание, капельный и бороздковый полив по затратам и экономии воды',
      'Жаңбырлатып, тамшылатып және атыздап суаруды шығыны мен су үнемдеуі бойынша кестеде салыстырыңыз',
      'Compare sprinkler, drip and furrow irrigation by cost and water saving in a table',
    ),
  ],
  'GPS guidance and telemetry': [
    t(
      'Запишите смартфоном GPS-трек обхода поля и посчитайте его площадь в бесплатной ГИС',
      'Алқапты айналып жүріп, смартфонмен GPS-трек жазып, ауданын тегін ГАЖ-да есептеңіз',
      'Record a GPS track around a field with a smartphone and compute its area in a free GIS',
    ),
    t(
      'Разберитесь, как работает RTK-поправка, и объясните письменно, почему она даёт точность 2–3 см',
      'RTK түзетуінің қалай жұмыс істейтінін біліп, оның неге 2–3 см дәлдік беретінін жазбаша түсіндіріңіз',
      'Learn how RTK correction works and explain in writing why it gives 2–3 cm accuracy',
    ),
    t(
      'Проанализируйте выгрузку телеметрии техники: найдите простои и перерасход топлива',
      'Техника телеметриясының үзіндісін талдап, бос тұруларды және жанармайдың артық шығынын табыңыз',
      'Analyse a machinery telemetry export and find idle time and excess fuel use',
    ),
  ],
  'Basics of crop and livestock science': [
    t(
      'Проведите неделю в фермерском хозяйстве и опишите суточный цикл работ в поле и на ферме',
      'Фермер қожалығында бір апта болып, егістік пен фермадағы тәуліктік жұмыс циклін сипаттаңыз',
      'Spend a week on a farm and describe the daily work cycle in the fields and the barn',
    ),
    t(
      'Составьте календарь работ на год для хозяйства со 100 га пшеницы и 20 коровами',
      '100 гектар бидайы және 20 сиыры бар шаруашылыққа бір жылдық жұмыс күнтізбесін құрыңыз',
      'Draw up a year’s work calendar for a farm with 100 ha of wheat and 20 cows',
    ),
    t(
      'Научитесь узнавать 10 основных культур и 5 пород скота, распространённых в Казахстане',
      'Қазақстанда кең таралған 10 негізгі дақыл мен малдың 5 тұқымын танып үйреніңіз',
      'Learn to recognise 10 main crops and 5 livestock breeds common in Kazakhstan',
    ),
  ],
  'Farm finance and subsidies': [
    t(
      'Составьте бюджет хозяйства на сезон: доходы и затраты на семена, ГСМ и удобрения',
      'Шаруашылықтың маусымдық бюджетін жасаңыз: табыс және тұқымға, жанар-жағармайға, тыңайтқышқа шығын',
      'Draw up a farm’s season budget: income and spending on seed, fuel and fertiliser',
    ),
    t(
      'Найдите на сайте Минсельхоза РК 3 вида субсидий и выпишите условия их получения',
      'ҚР Ауыл шаруашылығы министрлігінің сайтынан субсидияның 3 түрін тауып, алу шарттарын жазыңыз',
      'Find 3 kinds of subsidy on the Kazakh Ministry of Agriculture site and list their conditions',
    ),
    t(
      'Посчитайте себестоимость тонны зерна и точку безубыточности при текущих ценах',
      'Бір тонна астықтың өзіндік құнын және қазіргі бағамен залалсыздық нүктесін есептеңіз',
      'Calculate the cost per tonne of grain and the break-even point at current prices',
    ),
  ],
  'Selling produce': [
    t(
      'Продайте партию своей продукции (овощи, мёд, яйца) на рынке или онлайн и запишите выручку',
      'Өз өніміңіздің бір партиясын (көкөніс, бал, жұмыртқа) базарда не онлайн сатып, түсімін жазыңыз',
      'Sell a batch of your own produce (vegetables, honey, eggs) at a market or online and record the takings',
    ),
    t(
      'Сравните закупочные цены на зерно у 3 элеваторов или переработчиков вашей области',
      'Облысыңыздағы 3 элеватордың немесе өңдеушінің астық сатып алу бағаларын салыстырыңыз',
      'Compare grain purchase prices at 3 elevators or processors in your region',
    ),
    t(
      'Составьте проект договора поставки с магазином: объём, цена, сроки, качество',
      'Дүкенмен жеткізу шартының жобасын жасаңыз: көлемі, бағасы, мерзімі, сапасы',
      'Draft a supply contract with a shop: volume, price, deadlines and quality',
    ),
  ],
  'Managing people': [
    t(
      'Распределите задачи команды из 3–5 человек на неделю и проведите итоговую встречу',
      '3–5 адамнан тұратын команданың бір апталық міндеттерін бөліп, қорытынды кездесу өткізіңіз',
      'Assign a week of tasks to a team of 3–5 people and hold a wrap-up meeting',
    ),
    t(
      'Проведите разговор один на один с каждым участником команды и запишите одну договорённость',
      'Команданың әр мүшесімен жекелей сөйлесіп, әрқайсысымен бір келісімді жазып алыңыз',
      'Hold a one-to-one with each team member and write down one agreement',
    ),
    t(
      'Разберите один конфликт в коллективе: позиции сторон, решение и что бы вы сделали иначе',
      'Ұжымдағы бір қақтығысты талдаңыз: тараптардың ұстанымы, шешімі және нені басқаша істер едіңіз',
      'Analyse one team conflict: each side’s position, the outcome and what you would do differently',
    ),
  ],
  'Feeding and rations': [
    t(
      'Рассчитайте суточный рацион дойной коровы на 20 л молока по энергии и протеину',
      '20 литр сүт беретін сауын сиырдың тәуліктік рационын энергия мен протеин бойынша есептеңіз',
      'Calculate a daily ration for a dairy cow giving 20 l of milk, by energy and protein',
    ),
    t(
      'Оцените качество сена или силоса на 3 образцах по цвету, запаху и влажности',
      'Шөптің немесе сүрлемнің сапасын 3 үлгіде түсі, иісі және ылғалдылығы бойынша бағалаңыз',
      'Assess hay or silage quality on 3 samples by colour, smell and moisture',
    ),
    t(
      'Посчитайте, сколько кормов нужно на зимовку 50 голов и сколько они стоят',
      '50 бас малды қыстатуға қанша азық керек екенін және оның құнын есептеңіз',
      'Work out how much feed it takes to winter 50 head and what it costs',
    ),
  ],
  'Animal breeding': [
    t(
      'Сравните 3 породы, например казахскую белоголовую, алатаускую и едильбаевскую',
      '3 тұқымды салыстырыңыз, мысалы, қазақтың ақбас сиырын, алатау сиырын және еділбай қойын',
      'Compare 3 breeds, for example Kazakh Whiteheaded, Alatau and Edilbay',
    ),
    t(
      'Составьте план подбора пар для стада на сезон, избегая родственного спаривания',
      'Туыстық шағылыстырудан сақтана отырып, табынға бір маусымдық жұп іріктеу жоспарын құрыңыз',
      'Draw up a season’s mating plan for a herd that avoids inbreeding',
    ),
    t(
      'Проведите бонитировку 10 животных по шкале и запишите итоговые классы',
      '10 жануарға шкала бойынша бонитировка жүргізіп, қорытынды кластарын жазыңыз',
      'Grade 10 animals on a scoring scale and record their final classes',
    ),
  ],
  'Herd records': [
    t(
      'Заведите таблицу учёта на 20 животных: бирка, дата рождения, вес, прививки',
      '20 жануарға есеп кестесін ашыңыз: сырғасы, туған күні, салмағы, екпелері',
      'Set up a record sheet for 20 animals: ear tag, birth date, weight and vaccinations',
    ),
    t(
      'Узнайте, как животное регистрируют в базе идентификации сельхозживотных, и опишите шаги',
      'Жануардың бірдейлендіру дерекқорында қалай тіркелетінін біліп, қадамдарын жазыңыз',
      'Find out how an animal is registered in the national identification database and list the steps',
    ),
    t(
      'Посчитайте по своей таблице привесы, отёл и падёж за месяц',
      'Өз кестеңіз бойынша бір айдағы салмақ қосуды, төлдеуді және шығынды есептеңіз',
      'From your sheet, compute a month’s weight gain, calvings and losses',
    ),
  ],
  'Animal husbandry practices': [
    t(
      'Сравните пастбищное и стойловое содержание на одной ферме по затратам и привесам',
      'Бір фермада жайылымда және қорада ұстауды шығын мен салмақ қосу бойынша салыстырыңыз',
      'Compare pasture and barn housing on one farm by cost and weight gain',
    ),
    t(
      'Проверьте коровник или кошару по чек-листу: температура, вентиляция, подстилка, вода',
      'Сиыр қораны немесе қой қораны тексеру парағымен тексеріңіз: температура, желдету, төсеніш, су',
      'Check a cowshed or sheep barn with a checklist: temperature, ventilation, bedding and water',
    ),
    t(
      'Составьте график пастбищеоборота для отары на лето с учётом водопоев',
      'Суаттарды ескеріп, отарға жазғы жайылым ауыстыру кестесін құрыңыз',
      'Plan a summer pasture rotation for a flock, taking watering points into account',
    ),
  ],
  'Food processing technology': [
    t(
      'Приготовьте продукт по технологической карте (например, айран или курт) и запишите параметры',
      'Технологиялық карта бойынша өнім дайындап (мысалы, айран не құрт), параметрлерін жазыңыз',
      'Make a product from a process sheet (such as ayran or kurt) and record the parameters',
    ),
    t(
      'Нарисуйте блок-схему производства хлеба от приёмки муки до упаковки',
      'Ұнды қабылдаудан қаптауға дейінгі нан өндірісінің блок-сызбасын салыңыз',
      'Draw a flowchart of bread production from flour intake to packing',
    ),
    t(
      'Посетите пищевое предприятие и опишите 5 этапов, на которых контролируют температуру',
      'Тамақ кәсіпорнына барып, температура бақыланатын 5 кезеңді сипаттаңыз',
      'Visit a food plant and describe 5 stages where temperature is controlled',
    ),
  ],
  HACCP: [
    t(
      'Выпишите 7 принципов HACCP и приведите пример каждого для кафе или цеха',
      'HACCP-тың 7 қағидатын жазып, әрқайсысына кафеден не цехтан мысал келтіріңіз',
      'List HACCP’s 7 principles with an example of each from a café or workshop',
    ),
    t(
      'Найдите критические контрольные точки в производстве одного продукта и задайте их пределы',
      'Бір өнім өндірісіндегі сыни бақылау нүктелерін тауып, олардың шектерін белгілеңіз',
      'Find the critical control points in making one product and set their limits',
    ),
    t(
      'Заполните журнал мониторинга одной критической точки за 7 дней с корректирующими действиями',
      'Бір сыни нүктенің 7 күндік мониторинг журналын түзету әрекеттерімен толтырыңыз',
      'Fill in a 7-day monitoring log for one critical control point, with corrective actions',
    ),
  ],
  'Laboratory testing': [
    t(
      'Определите кислотность и жирность молока на 3 образцах в учебной лаборатории',
      'Оқу зертханасында 3 үлгіде сүттің қышқылдығы мен майлылығын анықтаңыз',
      'Measure milk acidity and fat content on 3 samples in a training lab',
    ),
    t(
      'Оформите протокол испытаний по образцу: метод, результат, норма, вывод',
      'Үлгі бойынша сынақ хаттамасын толтырыңыз: әдісі, нәтижесі, нормасы, қорытындысы',
      'Write a test report from a template: method, result, limit and conclusion',
    ),
    t(
      'Повторите одно измерение 5 раз и посчитайте среднее и разброс результатов',
      'Бір өлшеуді 5 рет қайталап, нәтижелердің орташа мәні мен шашырауын есептеңіз',
      'Repeat one measurement 5 times and calculate the mean and spread of the results',
    ),
  ],
  'EAEU technical regulations': [
    t(
      'Найдите ТР ТС 021/2011 «О безопасности пищевой продукции» и выпишите 5 ключевых требований',
      '«Тамақ өнімдерінің қауіпсіздігі туралы» ТР ТС 021/2011 регламентін тауып, 5 негізгі талабын жазыңыз',
      'Find TR CU 021/2011 on food safety and list its 5 key requirements',
    ),
    t(
      'Проверьте этикетки 3 продуктов на соответствие ТР ТС 022/2011 о маркировке',
      '3 өнімнің затбелгісін таңбалау туралы ТР ТС 022/2011 талаптарына сәйкестігін тексеріңіз',
      'Check the labels of 3 products against TR CU 022/2011 on labelling',
    ),
    t(
      'Опишите, чем декларация соответствия отличается от сертификата и когда нужна каждая',
      'Сәйкестік декларациясының сертификаттан айырмашылығын және әрқайсысы қашан керек екенін сипаттаңыз',
      'Explain how a declaration of conformity differs from a certificate and when each is needed',
    ),
  ],
};
