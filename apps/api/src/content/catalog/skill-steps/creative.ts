import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the design, art, music and film professions. */
export const CREATIVE_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Adobe Illustrator, Photoshop, Figma': [
    t(
      'Перерисуйте 5 известных логотипов в векторе в Illustrator или Figma пером',
      'Illustrator немесе Figma-да 5 белгілі логотипті қаламмен векторға қайта салыңыз',
      'Redraw 5 well-known logos as vectors with the pen tool in Illustrator or Figma',
    ),
    t(
      'Сделайте в Photoshop коллаж из 5 фото с масками и корректирующими слоями',
      'Photoshop-та маскалар мен түзету қабаттарын қолданып, 5 суреттен коллаж жасаңыз',
      'Make a Photoshop collage of 5 photos using masks and adjustment layers',
    ),
    t(
      'Соберите в Figma макет лендинга с компонентами и автолэйаутом для ПК и телефона',
      'Figma-да компоненттер мен автолэйауты бар лендинг макетін компьютер мен телефонға жинаңыз',
      'Build a landing-page mock-up in Figma with components and auto layout for desktop and phone',
    ),
  ],
  'Composition and colour': [
    t(
      'Сделайте 10 вариантов одного плаката, меняя только композицию, и выберите 2 лучших',
      'Бір плакаттың тек композициясын өзгертіп, 10 нұсқасын жасаңыз және ең жақсы 2-еуін таңдаңыз',
      'Make 10 versions of one poster, changing only the composition, and pick the best 2',
    ),
    t(
      'Составьте 5 цветовых палитр в Adobe Color по схемам: комплементарная, триада, аналоговая',
      'Adobe Color-да комплементарлы, триада, аналогтық сызбалар бойынша 5 түс палитрасын құрыңыз',
      'Build 5 palettes in Adobe Color using complementary, triadic and analogous schemes',
    ),
    t(
      'Проверьте контраст текста в 3 своих работах по WCAG и исправьте слабые места',
      '3 жұмысыңыздағы мәтін контрастын WCAG бойынша тексеріп, әлсіз жерлерін түзетіңіз',
      'Check text contrast in 3 of your designs against WCAG and fix the weak spots',
    ),
  ],
  Typography: [
    t(
      'Подберите 5 пар шрифтов с поддержкой казахской кириллицы и проверьте на тексте с ә, ғ, қ, ң, ө',
      'Қазақ кириллицасын қолдайтын 5 қаріп жұбын таңдап, ә, ғ, қ, ң, ө әріптері бар мәтінде тексеріңіз',
      'Pick 5 font pairs that support Kazakh Cyrillic and test them on text with ә, ғ, қ, ң, ө',
    ),
    t(
      'Сверстайте разворот журнала по модульной сетке с 3 уровнями заголовков',
      'Модульдік тор бойынша 3 деңгейлі тақырыптары бар журнал беттерін беттеңіз',
      'Lay out a magazine spread on a modular grid with 3 heading levels',
    ),
    t(
      'Исправьте в одном тексте кернинг, интерлиньяж, висячие предлоги и кавычки',
      'Бір мәтіндегі кернингті, жол аралығын, ілулі демеуліктерді және тырнақшаларды түзетіңіз',
      'Fix the kerning, leading, hanging prepositions and quote marks in one text',
    ),
  ],
  'Working from a brief': [
    t(
      'Возьмите реальный бриф у знакомого бизнеса и выпишите цель, аудиторию, сроки и ограничения',
      'Таныс бизнестен нақты бриф алып, мақсатын, аудиториясын, мерзімі мен шектеулерін жазыңыз',
      'Get a real brief from a business you know and write down the goal, audience, deadline and limits',
    ),
    t(
      'Задайте заказчику 10 уточняющих вопросов до начала работы и зафиксируйте ответы',
      'Жұмысты бастамас бұрын тапсырыс берушіге 10 нақтылау сұрағын қойып, жауаптарын жазып алыңыз',
      'Ask the client 10 clarifying questions before starting and record the answers',
    ),
    t(
      'Покажите 3 концепции по брифу и доведите одну до финала за 2 круга правок',
      'Бриф бойынша 3 концепция көрсетіп, біреуін 2 түзету айналымында соңына жеткізіңіз',
      'Present 3 concepts for the brief and finish one within 2 rounds of changes',
    ),
  ],
  '3D visualisation (3ds Max, SketchUp)': [
    t(
      'Смоделируйте комнату 4×5 м с мебелью в 3ds Max или SketchUp по реальным размерам',
      '3ds Max немесе SketchUp-та 4×5 м бөлмені жиһазымен нақты өлшемдер бойынша модельдеңіз',
      'Model a 4×5 m room with furniture in 3ds Max or SketchUp at real sizes',
    ),
    t(
      'Настройте материалы и дневной свет и сделайте 3 фотореалистичных рендера в Corona или V-Ray',
      'Материалдар мен күндізгі жарықты баптап, Corona немесе V-Ray-де 3 фотошынайы рендер жасаңыз',
      'Set up materials and daylight and make 3 photorealistic renders in Corona or V-Ray',
    ),
    t(
      'Сравните рендер с фотографией реального интерьера и исправьте 3 отличия в свете',
      'Рендерді нақты интерьер суретімен салыстырып, жарықтағы 3 айырмашылықты түзетіңіз',
      'Compare a render with a photo of a real interior and fix 3 lighting differences',
    ),
  ],
  'Ergonomics and space planning': [
    t(
      'Обмерьте свою квартиру и начертите обмерный план с дверями, окнами и розетками',
      'Пәтеріңізді өлшеп, есіктері, терезелері және розеткалары бар өлшеу жоспарын сызыңыз',
      'Measure your flat and draw a survey plan with doors, windows and sockets',
    ),
    t(
      'Сделайте 3 варианта планировки кухни и проверьте рабочий треугольник и проходы от 90 см',
      'Асүй жоспарының 3 нұсқасын жасап, жұмыс үшбұрышын және 90 см-ден кем емес өтпелерді тексеріңіз',
      'Make 3 kitchen layouts and check the work triangle and clearances of 90 cm or more',
    ),
    t(
      'Выпишите 15 эргономических размеров (высота столешницы, ширина прохода) и сверьте с домом',
      '15 эргономикалық өлшемді (үстел биіктігі, өтпе ені) жазып, үйіңіздегімен салыстырыңыз',
      'List 15 ergonomic dimensions (worktop height, passage width) and check them at home',
    ),
  ],
  'Knowledge of materials': [
    t(
      'Соберите образцы 10 отделочных материалов в строительном магазине и опишите их свойства',
      'Құрылыс дүкенінен 10 әрлеу материалының үлгісін жинап, қасиеттерін сипаттаңыз',
      'Collect samples of 10 finishing materials at a building store and describe their properties',
    ),
    t(
      'Сравните 3 вида напольных покрытий по цене, износостойкости и уходу в таблице',
      'Еден жабынының 3 түрін бағасы, тозуға төзімділігі және күтімі бойынша кестеде салыстырыңыз',
      'Compare 3 kinds of flooring by price, durability and upkeep in a table',
    ),
    t(
      'Подберите материалы для ванной комнаты под бюджет 1 млн ₸ со списком и ценами',
      '1 млн ₸ бюджетке жуынатын бөлмеге материалдарды тізімі мен бағаларымен таңдаңыз',
      'Choose bathroom materials for a 1 million ₸ budget, with a list and prices',
    ),
  ],
  'Client management': [
    t(
      'Составьте анкету-бриф для заказчика интерьера на 20 вопросов',
      'Интерьер тапсырыс берушісіне 20 сұрақтан тұратын бриф-сауалнама жасаңыз',
      'Write a 20-question brief form for an interior design client',
    ),
    t(
      'Напишите коммерческое предложение с этапами, сроками и стоимостью работ',
      'Жұмыс кезеңдері, мерзімдері және құны көрсетілген коммерциялық ұсыныс жазыңыз',
      'Write a proposal with the stages, timeline and cost of the work',
    ),
    t(
      'Проведите учебную презентацию проекта «заказчику» и отработайте 3 его возражения',
      '«Тапсырыс берушіге» жобаның оқу таныстырылымын өткізіп, оның 3 қарсылығына жауап беріңіз',
      'Give a practice presentation to a “client” and work through 3 of their objections',
    ),
  ],
  'Fashion sketching': [
    t(
      'Нарисуйте 30 фигур по фэшн-пропорциям в 9 голов в разных позах',
      '9 бас фэшн-пропорциясы бойынша әртүрлі қалыптағы 30 фигура салыңыз',
      'Draw 30 figures in 9-head fashion proportions in different poses',
    ),
    t(
      'Сделайте эскизы капсульной коллекции из 6 образов с технической плоской зарисовкой',
      'Техникалық жазық суреті бар 6 бейнелік капсулалық коллекцияның эскиздерін жасаңыз',
      'Sketch a 6-look capsule collection with flat technical drawings',
    ),
    t(
      'Передайте в эскизе фактуру 5 тканей: джинс, шёлк, трикотаж, мех, кожа',
      'Эскизде 5 матаның фактурасын беріңіз: джинсы, жібек, трикотаж, үлбір, былғары',
      'Render the texture of 5 fabrics in a sketch: denim, silk, knit, fur and leather',
    ),
  ],
  'Pattern making': [
    t(
      'Снимите 12 мерок и постройте базовую выкройку юбки или прямого платья',
      '12 өлшем алып, белдемшенің немесе тік көйлектің негізгі пішпесін (выкройкасын) құрыңыз',
      'Take 12 body measurements and draft a basic skirt or straight-dress pattern',
    ),
    t(
      'Смоделируйте по базе 2 фасона, сшейте макет из бязи и отметьте посадку',
      'Негіз бойынша 2 үлгі модельдеп, бязьден макет тігіп, отырысын белгілеңіз',
      'Adapt the block into 2 styles, sew a calico toile and note the fit',
    ),
    t(
      'Сшейте одно готовое изделие от выкройки до отделки и сфотографируйте на человеке',
      'Бір дайын бұйымды пішуден әрлеуге дейін тігіп, адамға кигізіп суретке түсіріңіз',
      'Sew one finished garment from pattern to finishing and photograph it being worn',
    ),
  ],
  'Textile knowledge': [
    t(
      'Соберите альбом из 20 образцов тканей с составом, плотностью и уходом',
      'Құрамы, тығыздығы және күтімі жазылған 20 мата үлгісінен альбом жинаңыз',
      'Make a swatch book of 20 fabrics with their composition, weight and care',
    ),
    t(
      'Проведите пробу на горение для 3 тканей и определите натуральные и синтетические',
      '3 матаны жағып көріп, табиғи және синтетикалық маталарды анықтаңыз',
      'Do a burn test on 3 fabrics and tell the natural from the synthetic',
    ),
    t(
      'Постирайте 3 образца по этикетке и замерьте усадку в процентах',
      '3 үлгіні затбелгі бойынша жуып, шөгуін пайызбен өлшеңіз',
      'Wash 3 swatches as the label says and measure the shrinkage in per cent',
    ),
  ],
  'Trend awareness': [
    t(
      'Соберите мудборд из 30 изображений по трендам следующего сезона с источниками',
      'Келесі маусымның трендтері бойынша дереккөздері көрсетілген 30 суреттен мудборд жинаңыз',
      'Build a 30-image mood board of next season’s trends, with sources',
    ),
    t(
      'Разберите 2 показа недели моды: 5 повторяющихся силуэтов, цветов и материалов',
      'Сән апталығының 2 көрсетілімін талдаңыз: қайталанатын 5 силуэт, түс және материал',
      'Break down 2 fashion-week shows: 5 recurring silhouettes, colours and materials',
    ),
    t(
      'Опишите, как вписать один тренд в коллекцию с казахским орнаментом',
      'Бір трендті қазақ оюы бар коллекцияға қалай енгізуге болатынын сипаттаңыз',
      'Describe how to work one trend into a collection with Kazakh ornament',
    ),
  ],
  'Stage speech': [
    t(
      'Выполняйте 15 минут в день упражнения на дыхание и артикуляцию 30 дней подряд',
      '30 күн қатарынан күніне 15 минут тыныс алу және артикуляция жаттығуларын орындаңыз',
      'Do 15 minutes of breathing and articulation exercises daily for 30 days',
    ),
    t(
      'Выучите 10 скороговорок на казахском и русском и произнесите их быстро без ошибок',
      'Қазақ және орыс тілдерінде 10 жаңылтпаш жаттап, оларды қатесіз жылдам айтыңыз',
      'Learn 10 tongue twisters in Kazakh and Russian and say them fast without a slip',
    ),
    t(
      'Прочтите наизусть стихотворение Абая или прозу на 3 минуты и запишите на видео',
      'Абайдың өлеңін немесе 3 минуттық прозаны жатқа оқып, бейнеге түсіріңіз',
      'Recite an Abai poem or 3 minutes of prose by heart and film it',
    ),
  ],
  Movement: [
    t(
      'Занимайтесь растяжкой и пластикой по 30 минут 3 раза в неделю 2 месяца',
      '2 ай бойы аптасына 3 рет 30 минуттан созылу және пластика жаттығуларымен айналысыңыз',
      'Do stretching and movement work for 30 minutes 3 times a week for 2 months',
    ),
    t(
      'Сделайте пластический этюд без слов на 2 минуты и покажите его зрителям',
      'Сөзсіз 2 минуттық пластикалық этюд жасап, оны көрермендерге көрсетіңіз',
      'Create a 2-minute wordless movement study and perform it for an audience',
    ),
    t(
      'Освойте 3 базовых элемента сценического боя или акробатики с педагогом',
      'Педагогпен сахналық төбелестің немесе акробатиканың 3 негізгі элементін меңгеріңіз',
      'Learn 3 basic stage-combat or acrobatics moves with a coach',
    ),
  ],
  'On-camera acting': [
    t(
      'Снимите на телефон 3 дубля одной сцены крупным планом и сравните мимику',
      'Бір сахнаның ірі жоспардағы 3 дублін телефонға түсіріп, ым-ишарасын салыстырыңыз',
      'Film 3 close-up takes of one scene on a phone and compare your expressions',
    ),
    t(
      'Запишите самопробы по монологу на 1 минуту и отправьте их в 2 кастинга',
      '1 минуттық монолог бойынша өзіндік сынама жазып, оны 2 кастингке жіберіңіз',
      'Record a one-minute monologue self-tape and submit it to 2 castings',
    ),
    t(
      'Сыграйте сцену с партнёром, попадая в метки, и пересмотрите, где вы ушли из кадра',
      'Серіктеспен сахнаны белгілерге дәл түсіп ойнап, кадрдан қай жерде шыққаныңызды қарап шығыңыз',
      'Play a scene with a partner hitting your marks, then check where you drifted out of frame',
    ),
  ],
  'Emotional intelligence': [
    t(
      'Ведите 2 недели дневник эмоций: что чувствовали, почему и как это повлияло на поступки',
      '2 апта бойы эмоция күнделігін жүргізіңіз: не сезіндіңіз, неге және ол әрекетіңізге қалай әсер етті',
      'Keep an emotions diary for 2 weeks: what you felt, why and how it shaped what you did',
    ),
    t(
      'Пройдите тест на эмоциональный интеллект и выберите одну шкалу для развития',
      'Эмоционалдық интеллект тестін тапсырып, дамыту үшін бір шкаланы таңдаңыз',
      'Take an emotional intelligence test and pick one scale to work on',
    ),
    t(
      'Посмотрите 3 сцены фильма без звука и опишите эмоции героев по мимике и позам',
      'Фильмнің 3 сахнасын дыбыссыз көріп, кейіпкерлердің эмоцияларын ым мен қалпына қарап сипаттаңыз',
      'Watch 3 film scenes with the sound off and describe the characters’ feelings from faces and posture',
    ),
  ],
  'Instrument or vocal mastery': [
    t(
      'Занимайтесь на инструменте или вокалом по 45 минут в день и ведите журнал занятий месяц',
      'Бір ай бойы аспапта немесе вокалмен күніне 45 минут айналысып, сабақ журналын жүргізіңіз',
      'Practise your instrument or voice 45 minutes a day and keep a practice log for a month',
    ),
    t(
      'Выучите 3 произведения разных стилей, включая одно казахское (кюй или народную песню)',
      'Әртүрлі стильдегі 3 шығарманы, соның ішінде біреуі қазақтікі (күй не халық әні) үйреніңіз',
      'Learn 3 pieces in different styles, including one Kazakh kui or folk song',
    ),
    t(
      'Запишите исполнение на видео, сравните с эталонной записью и отметьте 3 неточности',
      'Орындауыңызды бейнеге түсіріп, эталон жазбамен салыстырып, 3 дәлсіздікті белгілеңіз',
      'Film your performance, compare it with a reference recording and mark 3 flaws',
    ),
  ],
  'Ear training and music theory': [
    t(
      'Занимайтесь 15 минут в день в приложении для тренировки слуха: интервалы и аккорды',
      'Есту қабілетін жаттықтыратын қосымшада күніне 15 минут айналысыңыз: интервалдар мен аккордтар',
      'Spend 15 minutes a day in an ear-training app on intervals and chords',
    ),
    t(
      'Запишите на слух мелодию из 8 тактов и сверьте с нотами',
      '8 тактілік әуенді естіп нотаға түсіріп, ноталармен салыстырыңыз',
      'Write down an 8-bar melody by ear and check it against the score',
    ),
    t(
      'Разберите гармонию одной песни: тональность, аккорды, каденции',
      'Бір әннің гармониясын талдаңыз: тональдігі, аккордтары, кадансы',
      'Analyse the harmony of one song: key, chords and cadences',
    ),
  ],
  'Stage presence': [
    t(
      'Выступите 3 раза за месяц перед публикой: школьный концерт, открытый микрофон, праздник',
      'Бір айда көпшілік алдында 3 рет өнер көрсетіңіз: мектеп концерті, ашық микрофон, мереке',
      'Perform in public 3 times in a month: a school concert, an open mic, a celebration',
    ),
    t(
      'Посмотрите запись своего выступления и выпишите 3 момента, где вы потеряли контакт с залом',
      'Өнер көрсетуіңіздің жазбасын көріп, залмен байланысты жоғалтқан 3 сәтті жазыңыз',
      'Watch a recording of your performance and note 3 moments where you lost the audience',
    ),
    t(
      'Отрепетируйте выход, поклон и связку между номерами как отдельную часть программы',
      'Сахнаға шығуды, тағзым етуді және нөмірлер арасындағы байланысты жеке бөлім ретінде дайындаңыз',
      'Rehearse your entrance, bow and links between numbers as parts of the programme',
    ),
  ],
  'Self-discipline': [
    t(
      'Поставьте цель на 30 дней и отмечайте в трекере привычек каждый выполненный день',
      '30 күнге мақсат қойып, әдет трекерінде әр орындалған күнді белгілеңіз',
      'Set a 30-day goal and tick off every day you keep it in a habit tracker',
    ),
    t(
      'Работайте по технике Помодоро 2 недели и посчитайте, сколько сессий вы закончили',
      '2 апта Помодоро әдісімен жұмыс істеп, қанша сессияны аяқтағаныңызды есептеңіз',
      'Work in Pomodoro sessions for 2 weeks and count how many you finished',
    ),
    t(
      'Составьте расписание недели с фиксированным временем занятий и сверьте план и факт',
      'Сабақ уақыты бекітілген апталық кесте жасап, жоспар мен фактіні салыстырыңыз',
      'Make a weekly timetable with fixed practice times and compare plan with reality',
    ),
  ],
  'Camera and lighting': [
    t(
      'Снимите один объект в ручном режиме с 5 разными выдержками и диафрагмами и сравните',
      'Бір нысанды қолмен басқару режимінде 5 түрлі ұстамамен және диафрагмамен түсіріп, салыстырыңыз',
      'Shoot one subject in manual mode at 5 shutter and aperture settings and compare',
    ),
    t(
      'Поставьте портретный свет по 3 схемам (Рембрандт, бабочка, split) и сделайте по кадру',
      'Портреттік жарықты 3 сызба бойынша (Рембрандт, көбелек, split) қойып, әрқайсысынан кадр жасаңыз',
      'Light a portrait in 3 set-ups (Rembrandt, butterfly, split) and take a frame of each',
    ),
    t(
      'Снимите серию из 10 кадров в золотой час и в полдень и опишите разницу',
      'Алтын сағатта және түсте 10 кадрдан тұратын серия түсіріп, айырмашылығын сипаттаңыз',
      'Shoot 10 frames at golden hour and 10 at noon and describe the difference',
    ),
  ],
  'Editing in Lightroom and Photoshop': [
    t(
      'Обработайте 20 фото в Lightroom единым стилем и сохраните его как пресет',
      'Lightroom-да 20 суретті бірыңғай стильде өңдеп, оны пресет ретінде сақтаңыз',
      'Edit 20 photos in Lightroom in one style and save it as a preset',
    ),
    t(
      'Выполните в Photoshop ретушь портрета частотным разложением без эффекта «пластика»',
      'Photoshop-та портретті жиілікке бөлу әдісімен «пластик» әсерінсіз ретуштеңіз',
      'Retouch a portrait in Photoshop with frequency separation without a plastic look',
    ),
    t(
      'Покажите до и после для 5 кадров и объясните каждое изменение',
      '5 кадрдың өңдеуге дейінгі және кейінгі түрін көрсетіп, әр өзгерісті түсіндіріңіз',
      'Show before-and-after versions of 5 frames and explain each change',
    ),
  ],
  Composition: [
    t(
      'Снимите 30 кадров на правило третей, диагонали и ведущие линии — по 10 на каждое',
      'Үштен бір ережесі, диагональдар және бағыттаушы сызықтар бойынша әрқайсысына 10-нан, барлығы 30 кадр түсіріңіз',
      'Take 30 shots using the rule of thirds, diagonals and leading lines — 10 each',
    ),
    t(
      'Разберите композицию 5 фото известных мастеров, нарисовав поверх них схему',
      'Белгілі шеберлердің 5 суретінің композициясын үстіне сызба салу арқылы талдаңыз',
      'Analyse the composition of 5 photos by great photographers by drawing over them',
    ),
    t(
      'Откадрируйте 10 своих старых снимков заново и сравните с исходником',
      'Өзіңіздің 10 ескі суретіңізді қайта кадрлап, түпнұсқасымен салыстырыңыз',
      'Re-crop 10 of your old pictures and compare them with the originals',
    ),
  ],
  'Self-promotion': [
    t(
      'Оформите портфолио-страницу в Instagram или на Behance с 12 лучшими работами и ценами',
      'Instagram-да немесе Behance-те ең жақсы 12 жұмысыңыз бен бағалары бар портфолио парақшасын жасаңыз',
      'Set up a portfolio page on Instagram or Behance with your 12 best pieces and prices',
    ),
    t(
      'Публикуйте по 3 поста в неделю месяц и запишите, какие принесли больше обращений',
      'Бір ай бойы аптасына 3 жазба жариялап, қайсысы көбірек өтініш әкелгенін жазыңыз',
      'Post 3 times a week for a month and note which posts brought the most enquiries',
    ),
    t(
      'Попросите 5 клиентов или знакомых об отзыве и разместите их на странице',
      '5 клиенттен не таныстан пікір сұрап, оларды парақшаңызға орналастырыңыз',
      'Ask 5 clients or acquaintances for a review and add them to your page',
    ),
  ],
  'Blender, Maya or Cinema 4D': [
    t(
      'Пройдите в Blender курс «пончик» и сделайте рендер по его итогам',
      'Blender-де «пончик» курсынан өтіп, оның соңындағы рендерді жасаңыз',
      'Complete the Blender “donut” tutorial and make its final render',
    ),
    t(
      'Смоделируйте персонажа или предмет, сделайте UV-развёртку и текстуры',
      'Кейіпкерді не затты модельдеп, UV-жазбасын және текстураларын жасаңыз',
      'Model a character or prop, unwrap its UVs and texture it',
    ),
    t(
      'Настройте риг простого персонажа и анимируйте 5 секунд движения',
      'Қарапайым кейіпкердің ригін баптап, 5 секундтық қимылды анимациялаңыз',
      'Rig a simple character and animate 5 seconds of movement',
    ),
  ],
  'Principles of animation': [
    t(
      'Выучите 12 принципов анимации и найдите пример каждого в любимом мультфильме',
      'Анимацияның 12 қағидатын біліп, әрқайсысына сүйікті мультфильміңізден мысал табыңыз',
      'Learn the 12 principles of animation and find an example of each in a favourite cartoon',
    ),
    t(
      'Анимируйте прыгающий мяч с растяжением и сжатием, затем мешок с мукой',
      'Созылу мен сығылуы бар секіретін допты, содан кейін ұн қапты анимациялаңыз',
      'Animate a bouncing ball with squash and stretch, then a flour sack',
    ),
    t(
      'Сделайте цикл ходьбы персонажа на 24 кадра и покажите его аниматору для разбора',
      'Кейіпкердің 24 кадрлық жүру циклін жасап, оны талдау үшін аниматорға көрсетіңіз',
      'Make a 24-frame character walk cycle and have an animator critique it',
    ),
  ],
  'Drawing and anatomy': [
    t(
      'Делайте 20 набросков фигуры по 1–2 минуты каждый день в течение месяца',
      'Бір ай бойы күн сайын 1–2 минуттық 20 фигура нобайын салыңыз',
      'Do 20 one-to-two-minute figure sketches every day for a month',
    ),
    t(
      'Нарисуйте скелет и основные мышцы руки и ноги по анатомическому атласу с подписями',
      'Анатомиялық атлас бойынша қол мен аяқтың қаңқасын және негізгі бұлшықеттерін атауларымен салыңыз',
      'Draw the skeleton and main muscles of the arm and leg from an anatomy atlas, labelled',
    ),
    t(
      'Нарисуйте голову в 6 ракурсах по схеме Лумиса',
      'Лумис сызбасы бойынша басты 6 ракурста салыңыз',
      'Draw a head from 6 angles using the Loomis method',
    ),
  ],
  'Patience for detailed work': [
    t(
      'Доведите одну работу до конца за 20+ часов и ведите учёт потраченного времени',
      'Бір жұмысты 20 сағаттан астам уақытта соңына дейін жеткізіп, жұмсалған уақытты есепке алыңыз',
      'Take one piece to completion over 20+ hours and log the time spent',
    ),
    t(
      'Исправьте в готовой анимации каждый кадр, где «дрожит» линия или объём',
      'Дайын анимацияда сызық немесе көлем «дірілдейтін» әр кадрды түзетіңіз',
      'Fix every frame of a finished animation where a line or volume jitters',
    ),
    t(
      'Переделайте одну свою сцену после критики и сравните две версии',
      'Сыннан кейін өз сахнаңыздың бірін қайта жасап, екі нұсқаны салыстырыңыз',
      'Redo one of your scenes after critique and compare the two versions',
    ),
  ],
  'Directing and dramaturgy': [
    t(
      'Напишите сценарий короткого фильма на 5 страниц со структурой в 3 акта',
      '3 актілік құрылымы бар 5 беттік қысқа фильм сценарийін жазыңыз',
      'Write a 5-page short-film script with a three-act structure',
    ),
    t(
      'Разбейте сцену на кадры: сделайте раскадровку из 20 кадров с планами и движением камеры',
      'Сахнаны кадрларға бөліңіз: жоспарлары мен камера қозғалысы бар 20 кадрлық раскадровка жасаңыз',
      'Break a scene into shots: draw a 20-frame storyboard with shot sizes and camera moves',
    ),
    t(
      'Разберите один фильм казахстанского режиссёра: конфликт, герой, поворотные точки',
      'Қазақстандық режиссердің бір фильмін талдаңыз: тартыс, кейіпкер, бетбұрыс сәттері',
      'Analyse one film by a Kazakh director: conflict, protagonist and turning points',
    ),
  ],
  'Leading a crew': [
    t(
      'Соберите команду из 4+ человек на короткометражку и распределите роли письменно',
      'Қысқаметражды фильмге 4-тен көп адамнан команда жинап, рөлдерді жазбаша бөліңіз',
      'Assemble a crew of 4+ for a short film and assign roles in writing',
    ),
    t(
      'Составьте вызывной лист на съёмочный день с временем, локацией и задачами каждого',
      'Түсірілім күніне әркімнің уақыты, орны және міндеттері жазылған шақыру парағын жасаңыз',
      'Write a call sheet for a shoot day with times, location and each person’s tasks',
    ),
    t(
      'После съёмки проведите разбор с командой и запишите 3 улучшения на следующий день',
      'Түсірілімнен кейін командамен талдау өткізіп, келесі күнге 3 жақсартуды жазыңыз',
      'After the shoot, debrief with the crew and write 3 improvements for the next day',
    ),
  ],
  'Visual storytelling': [
    t(
      'Расскажите историю из 6 фотографий без подписей и проверьте, поймут ли её 3 зрителя',
      'Жазусыз 6 суреттен тұратын оқиға құрып, оны 3 көрерменнің түсінетінін тексеріңіз',
      'Tell a story in 6 photos without captions and check that 3 viewers understand it',
    ),
    t(
      'Снимите минутный фильм без слов, где эмоция передаётся только светом и кадром',
      'Эмоция тек жарық пен кадр арқылы берілетін сөзсіз бір минуттық фильм түсіріңіз',
      'Shoot a one-minute film without words where emotion comes only from light and framing',
    ),
    t(
      'Разберите 3 сцены известного фильма: планы, цвет, движение камеры и что они сообщают',
      'Белгілі фильмнің 3 сахнасын талдаңыз: жоспарлар, түс, камера қозғалысы және олар не айтады',
      'Analyse 3 scenes of a famous film: shot sizes, colour, camera movement and what they convey',
    ),
  ],
  Editing: [
    t(
      'Смонтируйте ролик на 2 минуты из 30+ минут исходника в DaVinci Resolve или Premiere',
      'DaVinci Resolve немесе Premiere-де 30 минуттан асатын бастапқы материалдан 2 минуттық ролик құрастырыңыз',
      'Cut a 2-minute piece from 30+ minutes of footage in DaVinci Resolve or Premiere',
    ),
    t(
      'Сделайте 2 версии монтажа одной сцены с разным ритмом и покажите их зрителям',
      'Бір сахнаның әртүрлі ырғақтағы 2 монтаж нұсқасын жасап, көрермендерге көрсетіңіз',
      'Make 2 edits of one scene at different paces and show them to viewers',
    ),
    t(
      'Выполните цветокоррекцию и сведение звука в готовом ролике и экспортируйте его для YouTube',
      'Дайын роликте түс түзету мен дыбыс біріктіруді жасап, оны YouTube үшін экспорттаңыз',
      'Colour-grade and mix the sound of a finished piece and export it for YouTube',
    ),
  ],
};
