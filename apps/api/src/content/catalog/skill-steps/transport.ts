import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the logistics, road and rail transport professions. */
export const TRANSPORT_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Warehouse and inventory management': [
    t(
      'Проведите ABC-анализ 50 товаров учебного склада по обороту и выручке',
      'Оқу қоймасының 50 тауарына айналымы мен түсімі бойынша ABC талдауын жасаңыз',
      'Run an ABC analysis of 50 items in a practice warehouse by turnover and revenue',
    ),
    t(
      'Рассчитайте точку заказа и страховой запас для 3 товаров по данным продаж',
      'Сату деректері бойынша 3 тауардың тапсырыс нүктесі мен сақтандыру қорын есептеңіз',
      'Calculate the reorder point and safety stock for 3 items from sales data',
    ),
    t(
      'Проведите инвентаризацию школьной библиотеки или кладовой и сведите расхождения',
      'Мектеп кітапханасына немесе қоймасына түгендеу жүргізіп, алшақтықтарды жинақтаңыз',
      'Do a stocktake of a school library or storeroom and reconcile the differences',
    ),
  ],
  'Incoterms and shipping documents': [
    t(
      'Выучите 11 терминов Incoterms 2020 и нарисуйте, где переходит риск по каждому',
      'Incoterms 2020-ның 11 терминін жаттап, әрқайсысы бойынша тәуекелдің қай жерде ауысатынын сызыңыз',
      'Learn the 11 Incoterms 2020 rules and draw where the risk passes under each',
    ),
    t(
      'Подберите условие поставки для 3 учебных сделок Китай — Казахстан и обоснуйте выбор',
      'Қытай — Қазақстан 3 оқу мәмілесі үшін жеткізу шартын таңдап, таңдауды негіздеңіз',
      'Choose the delivery term for 3 practice China–Kazakhstan deals and justify each',
    ),
    t(
      'Заполните комплект документов на одну отправку: инвойс, упаковочный лист, накладная',
      'Бір жөнелтілімге құжаттар жинағын толтырыңыз: инвойс, орам парағы, жүкқұжат',
      'Fill in the document set for one shipment: invoice, packing list, waybill',
    ),
  ],
  '1C and WMS systems': [
    t(
      'Пройдите бесплатный учебный курс 1С:Управление торговлей и оформите 10 документов',
      '1С:Сауданы басқару тегін оқу курсынан өтіп, 10 құжат рәсімдеңіз',
      'Take the free 1C:Trade Management training course and post 10 documents',
    ),
    t(
      'Проведите в учебной базе цикл «поступление — перемещение — отгрузка» и сверьте остатки',
      'Оқу базасында «кіріс — орын ауыстыру — жөнелту» циклін жүргізіп, қалдықтарды салыстырыңыз',
      'Run a receive–move–ship cycle in a training database and reconcile the stock',
    ),
    t(
      'Опишите процесс адресного хранения в WMS от приёмки до отбора заказа',
      'WMS-те қабылдаудан тапсырысты іріктеуге дейінгі мекенжайлық сақтау процесін сипаттаңыз',
      'Describe location-based storage in a WMS from receiving to order picking',
    ),
  ],
  'Negotiating with carriers': [
    t(
      'Соберите ставки 5 перевозчиков на маршрут Алматы — Астана и сравните в таблице',
      'Алматы — Астана бағыты бойынша 5 тасымалдаушының мөлшерлемелерін жинап, кестеде салыстырыңыз',
      'Collect quotes from 5 carriers for Almaty–Astana and compare them in a table',
    ),
    t(
      'Проведите учебные переговоры о снижении ставки при регулярных рейсах и запишите итог',
      'Тұрақты рейстер кезінде мөлшерлемені төмендету туралы оқу келіссөзін өткізіп, нәтижесін жазыңыз',
      'Role-play negotiating a lower rate for regular runs and record the result',
    ),
    t(
      'Составьте договор-заявку на перевозку с ответственностью сторон за простой и порчу груза',
      'Тоқтап тұру мен жүктің бүлінуі үшін тараптардың жауапкершілігі көрсетілген тасымалдау шарт-өтінімін жасаңыз',
      'Draft a transport order with each side’s liability for delays and cargo damage',
    ),
  ],
  'EAEU customs law': [
    t(
      'Прочитайте структуру Таможенного кодекса ЕАЭС и выпишите 8 таможенных процедур',
      'ЕАЭО Кеден кодексінің құрылымын оқып, 8 кедендік рәсімді жазыңыз',
      'Read the structure of the EAEU Customs Code and list 8 customs procedures',
    ),
    t(
      'Рассчитайте таможенные платежи при ввозе учебного товара: пошлину, НДС и сбор',
      'Оқу тауарын әкелу кезіндегі кедендік төлемдерді есептеңіз: баж, ҚҚС және алым',
      'Calculate the import payments on a practice consignment: duty, VAT and fee',
    ),
    t(
      'Сравните правила ввоза товаров для личного пользования и для бизнеса',
      'Жеке пайдалануға және бизнеске арналған тауарларды әкелу ережелерін салыстырыңыз',
      'Compare the rules for importing goods for personal use and for business',
    ),
  ],
  'Tariff classification': [
    t(
      'Определите коды ТН ВЭД ЕАЭС для 20 бытовых товаров по основным правилам интерпретации',
      'Түсіндірудің негізгі қағидалары бойынша 20 тұрмыстық тауардың ЕАЭО СЭҚ ТН кодтарын анықтаңыз',
      'Classify 20 household goods under the EAEU tariff nomenclature using the interpretive rules',
    ),
    t(
      'Найдите 3 предварительных решения по классификации и объясните логику каждого',
      'Сыныптау бойынша 3 алдын ала шешімді тауып, әрқайсысының логикасын түсіндіріңіз',
      'Find 3 advance classification rulings and explain the reasoning of each',
    ),
    t(
      'Покажите, как изменится пошлина при ошибке в коде для одного товара',
      'Бір тауар үшін кодтағы қате баж мөлшерін қалай өзгертетінін көрсетіңіз',
      'Show how the duty changes if one product is given the wrong code',
    ),
  ],
  'Electronic declarations': [
    t(
      'Изучите порядок подачи декларации через систему Astana-1 и нарисуйте её путь',
      'Astana-1 жүйесі арқылы декларация беру тәртібін оқып, оның жолын сызыңыз',
      'Study how a declaration is filed through the Astana-1 system and chart its path',
    ),
    t(
      'Заполните учебную декларацию на товары по всем 54 графам',
      'Тауарларға оқу декларациясын барлық 54 баған бойынша толтырыңыз',
      'Fill in all 54 boxes of a practice goods declaration',
    ),
    t(
      'Проверьте декларацию однокурсника и найдите в ней 3 ошибки',
      'Курстасыңыздың декларациясын тексеріп, ондағы 3 қатені табыңыз',
      'Check a classmate’s declaration and find 3 errors in it',
    ),
  ],
  'Accuracy with documents': [
    t(
      'Сверьте инвойс, упаковочный лист и CMR одной поставки по весу, количеству и кодам',
      'Бір жеткізілімнің инвойсын, орам парағын және CMR-ін салмағы, саны және кодтары бойынша салыстырыңыз',
      'Cross-check the invoice, packing list and CMR of one shipment for weight, count and codes',
    ),
    t(
      'Введите 50 строк товаров в таблицу без единой опечатки и проверьте формулами',
      '50 тауар жолын кестеге бірде-бір қатесіз енгізіп, формулалармен тексеріңіз',
      'Enter 50 goods lines into a spreadsheet with no typos and verify them with formulas',
    ),
    t(
      'Заведите систему хранения документов по датам и номерам и найдите любой за 1 минуту',
      'Құжаттарды күні мен нөмірі бойынша сақтау жүйесін құрып, кез келгенін 1 минутта табыңыз',
      'Set up a filing system by date and number and retrieve any document in 1 minute',
    ),
  ],
  'Category CE driving licence': [
    t(
      'Сдайте теоретический экзамен на права категории B в ЦОН и наберите практический стаж',
      'ХҚКО-да В санатты куәлікке теориялық емтихан тапсырып, тәжірибелік өтілді жинаңыз',
      'Pass the category B theory test at a public service centre and build up driving experience',
    ),
    t(
      'Пройдите обучение в автошколе на категорию C, затем CE, и сдайте экзамены',
      'Автомектепте С, содан кейін СЕ санатына оқып, емтихандарды тапсырыңыз',
      'Train at a driving school for category C, then CE, and pass the exams',
    ),
    t(
      'Отработайте с инструктором сцепку полуприцепа и движение задним ходом 10 раз',
      'Нұсқаушымен жартылай тіркемені тіркеуді және артқа жүруді 10 рет пысықтаңыз',
      'Practise coupling a semi-trailer and reversing it 10 times with an instructor',
    ),
  ],
  'Tachograph and driving hours': [
    t(
      'Выучите нормы ЕСТР о времени вождения и отдыха и решите 10 задач на их соблюдение',
      'ЕСТР бойынша жүргізу және демалу уақыты нормаларын жаттап, оларды сақтауға 10 есеп шығарыңыз',
      'Learn the AETR driving and rest rules and solve 10 compliance problems',
    ),
    t(
      'Составьте график рейса Алматы — Москва с остановками на отдых по нормам',
      'Нормалар бойынша демалыс аялдамаларымен Алматы — Мәскеу рейсінің кестесін жасаңыз',
      'Plan an Almaty–Moscow run with rest stops that meet the rules',
    ),
    t(
      'Разберите распечатку цифрового тахографа и найдите нарушения',
      'Цифрлық тахографтың басылымын талдап, бұзушылықтарды табыңыз',
      'Read a digital tachograph printout and find the violations',
    ),
  ],
  'Roadside repairs': [
    t(
      'Замените колесо на грузовике или легковом автомобиле под присмотром за 20 минут',
      'Бақылаумен жүк немесе жеңіл көліктің доңғалағын 20 минутта ауыстырыңыз',
      'Change a wheel on a truck or car under supervision within 20 minutes',
    ),
    t(
      'Соберите набор инструментов и запчастей для рейса по списку из 20 позиций',
      '20 атаудан тұратын тізім бойынша рейске арналған құралдар мен қосалқы бөлшектер жинағын жинаңыз',
      'Pack a 20-item tool and spares kit for a long-haul run',
    ),
    t(
      'Выучите, как прокачать топливную систему и заменить лампу и предохранитель в пути',
      'Жолда отын жүйесінен ауаны шығаруды, шам мен сақтандырғышты ауыстыруды үйреніңіз',
      'Learn to bleed the fuel system and replace a bulb and a fuse on the road',
    ),
  ],
  'International transport documents (CMR, TIR)': [
    t(
      'Заполните учебную накладную CMR по всем графам для рейса Китай — Казахстан',
      'Қытай — Қазақстан рейсі үшін CMR оқу жүкқұжатын барлық бағандары бойынша толтырыңыз',
      'Fill in every box of a practice CMR consignment note for a China–Kazakhstan run',
    ),
    t(
      'Опишите порядок работы с книжкой МДП (TIR) на границе по шагам',
      'Шекарада ХЖТ (TIR) кітапшасымен жұмыс тәртібін қадамдар бойынша сипаттаңыз',
      'Describe step by step how a TIR carnet is handled at the border',
    ),
    t(
      'Составьте список документов водителя и груза для пересечения 3 границ',
      '3 шекарадан өту үшін жүргізуші мен жүк құжаттарының тізімін жасаңыз',
      'List the driver and cargo documents needed to cross 3 borders',
    ),
  ],
  'Track construction and repair': [
    t(
      'Нарисуйте поперечный профиль пути и подпишите рельсы, шпалы, балласт и земляное полотно',
      'Жолдың көлденең профилін салып, рельстерді, шпалдарды, балласт пен жер төсемін белгілеңіз',
      'Draw a track cross-section and label the rails, sleepers, ballast and subgrade',
    ),
    t(
      'Выпишите нормы ширины колеи 1520 мм и допуски на её отклонения',
      '1520 мм жол ені нормаларын және оның ауытқуларына рұқсаттарды жазыңыз',
      'Note the 1520 mm gauge standard and its allowed deviations',
    ),
    t(
      'Составьте технологическую карту замены одного рельса с перечнем операций и времени',
      'Бір рельсті ауыстырудың операциялар мен уақыт тізімі бар технологиялық картасын жасаңыз',
      'Write a method statement for replacing one rail with its operations and timings',
    ),
  ],
  'Track inspection': [
    t(
      'Разберите ленту путеизмерительного вагона и найдите 5 отступлений от норм',
      'Жол өлшеу вагонының таспасын талдап, нормадан 5 ауытқуды табыңыз',
      'Read a track-recording car chart and find 5 deviations from the norms',
    ),
    t(
      'Измерьте шаблоном ширину колеи и уровень на учебном участке в 10 точках',
      'Оқу учаскесінде үлгімен жол ені мен деңгейді 10 нүктеде өлшеңіз',
      'Measure gauge and cross-level at 10 points on a practice section with a track gauge',
    ),
    t(
      'Выпишите 5 дефектов рельсов и метод их обнаружения',
      'Рельстердің 5 ақауын және оларды анықтау әдісін жазыңыз',
      'List 5 rail defects and the method used to detect each',
    ),
  ],
  'Signalling and communications': [
    t(
      'Выучите значения 15 сигналов светофоров и знаков на железной дороге',
      'Темір жолдағы бағдаршамдар мен белгілердің 15 сигналының мағынасын жаттаңыз',
      'Learn the meaning of 15 railway signal aspects and signs',
    ),
    t(
      'Нарисуйте схему автоблокировки на 3 блок-участках и покажите, как меняются сигналы',
      '3 блок-учаскеге автобұғаттау сызбасын салып, сигналдардың қалай өзгеретінін көрсетіңіз',
      'Draw automatic block signalling over 3 sections and show how the aspects change',
    ),
    t(
      'Соберите на Arduino модель светофора с рельсовой цепью на кнопке',
      'Arduino-да түймедегі рельс тізбегі бар бағдаршам моделін жинаңыз',
      'Build an Arduino signal model with a push-button track circuit',
    ),
  ],
  'Traffic safety': [
    t(
      'Разберите отчёт об одном железнодорожном происшествии и выпишите цепочку причин',
      'Бір темір жол оқиғасы туралы есепті талдап, себептер тізбегін жазыңыз',
      'Study one railway-accident report and write out the chain of causes',
    ),
    t(
      'Выпишите правила безопасности на переездах и проверьте один переезд по ним',
      'Өткелдердегі қауіпсіздік ережелерін жазып, бір өткелді олар бойынша тексеріңіз',
      'List the level-crossing safety rules and check one crossing against them',
    ),
    t(
      'Подготовьте урок для младших школьников о безопасности у железной дороги на 15 минут',
      'Кіші сынып оқушыларына темір жол маңындағы қауіпсіздік туралы 15 минуттық сабақ дайындаңыз',
      'Prepare a 15-minute lesson for young pupils on safety near the railway',
    ),
  ],
  'Locomotive systems': [
    t(
      'Нарисуйте схему тепловоза или электровоза и подпишите 15 основных узлов',
      'Тепловоздың немесе электровоздың сызбасын салып, 15 негізгі торабының атауын жазыңыз',
      'Draw a diesel or electric locomotive and label 15 main components',
    ),
    t(
      'Объясните на схеме работу автоматического тормоза поезда от крана машиниста до колодки',
      'Пойыздың автоматты тежегішінің машинист кранынан қалыпқа дейінгі жұмысын сызбада түсіндіріңіз',
      'Explain on a diagram how the train’s air brake works from the driver’s valve to the shoe',
    ),
    t(
      'Проведите учебную приёмку локомотива по чек-листу из 20 пунктов',
      '20 тармақтық чек-парақ бойынша локомотивті оқу қабылдауын жүргізіңіз',
      'Do a practice locomotive acceptance check with a 20-point checklist',
    ),
  ],
  'Railway operating rules': [
    t(
      'Прочитайте Правила технической эксплуатации железных дорог РК и выпишите 15 ключевых норм',
      'ҚР темір жолдарын техникалық пайдалану қағидаларын оқып, 15 негізгі норманы жазыңыз',
      'Read Kazakhstan’s railway technical operating rules and note 15 key provisions',
    ),
    t(
      'Решите 30 тестовых вопросов по ПТЭ и инструкции по сигнализации',
      'ТПҚ мен сигнал беру нұсқаулығы бойынша 30 тест сұрағын шешіңіз',
      'Answer 30 test questions on the operating rules and the signalling instructions',
    ),
    t(
      'Выучите регламент переговоров машиниста с дежурным по станции и отыграйте 3 ситуации',
      'Машинистің станция кезекшісімен келіссөз регламентін жаттап, 3 жағдайды ойнаңыз',
      'Learn the radio protocol between driver and station dispatcher and role-play 3 situations',
    ),
  ],
  'Concentration and composure': [
    t(
      'Пройдите тест на внимание и реакцию 10 дней подряд и отмечайте прогресс',
      'Зейін мен реакцияға тестті 10 күн қатарынан өтіп, прогресті белгілеңіз',
      'Do an attention and reaction-time test 10 days running and track progress',
    ),
    t(
      'Проедьте 2 часа пассажиром в кабине или на тренажёре, называя вслух каждый сигнал',
      'Кабинада жолаушы ретінде немесе тренажерде 2 сағат жүріп, әр сигналды дауыстап атаңыз',
      'Ride 2 hours in a cab or on a simulator calling out every signal aloud',
    ),
    t(
      'Проведите медосмотр и психофизиологическое обследование, обязательные для машиниста',
      'Машинист үшін міндетті медициналық тексеру мен психофизиологиялық зерттеуден өтіңіз',
      'Pass the medical and psychophysiological checks required for train drivers',
    ),
  ],
  'Emergency procedures': [
    t(
      'Выучите порядок действий при остановке на перегоне, пожаре и сходе вагона',
      'Аралықта тоқтағанда, өрт шыққанда және вагон рельстен шыққанда әрекет тәртібін жаттаңыз',
      'Learn what to do on an unplanned stop between stations, a fire and a derailment',
    ),
    t(
      'Отработайте 5 нештатных ситуаций на тренажёре и запишите время реакции',
      'Тренажерде 5 төтенше жағдайды пысықтап, реакция уақытын жазыңыз',
      'Rehearse 5 emergencies on a simulator and record your reaction times',
    ),
    t(
      'Составьте памятку-алгоритм на одну страницу для эвакуации пассажиров',
      'Жолаушыларды эвакуациялауға арналған бір беттік жадынама-алгоритм жасаңыз',
      'Write a one-page step-by-step card for evacuating passengers',
    ),
  ],
};
