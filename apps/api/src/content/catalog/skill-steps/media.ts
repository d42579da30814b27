import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the media, translation and communication professions. */
export const MEDIA_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Research and fact-checking': [
    t(
      'Проверьте 5 вирусных новостей через первоисточник, обратный поиск фото и архив страниц',
      '5 вирустық жаңалықты бастапқы дереккөз, суретті кері іздеу және беттер мұрағаты арқылы тексеріңіз',
      'Check 5 viral news items through the original source, reverse image search and page archives',
    ),
    t(
      'Для одной заметки найдите 3 независимых источника и укажите их в тексте',
      'Бір мақала үшін 3 тәуелсіз дереккөз тауып, оларды мәтінде көрсетіңіз',
      'Find 3 independent sources for one news piece and cite them in the text',
    ),
    t(
      'Запросите официальный комментарий у госоргана или компании и зафиксируйте срок ответа',
      'Мемлекеттік органнан немесе компаниядан ресми түсініктеме сұратып, жауап мерзімін тіркеңіз',
      'Ask a government body or company for an official comment and log how long the reply took',
    ),
  ],
  'Writing in Kazakh and Russian': [
    t(
      'Напишите новость на 1500 знаков о событии в своём городе на казахском языке',
      'Өз қалаңыздағы оқиға туралы қазақ тілінде 1500 таңбалық жаңалық жазыңыз',
      'Write a 1,500-character news story in Kazakh about an event in your town',
    ),
    t(
      'Напишите ту же новость на русском не переводом, а заново для русскоязычного читателя',
      'Сол жаңалықты орыс тілінде аудармай, орыстілді оқырманға арнап қайта жазыңыз',
      'Write the same story in Russian from scratch for Russian-speaking readers, not as a translation',
    ),
    t(
      'Опубликуйте 5 материалов в школьной газете, городском паблике или своём блоге',
      'Мектеп газетінде, қалалық пабликте немесе өз блогыңызда 5 материал жариялаңыз',
      'Publish 5 pieces in a school paper, a local public page or your own blog',
    ),
  ],
  'Video shooting and editing': [
    t(
      'Снимите 3-минутный сюжет со стендапом, синхроном и перебивками',
      'Стендапы, синхроны және ауыспалы кадрлары бар 3 минуттық сюжет түсіріңіз',
      'Shoot a 3-minute news report with a stand-up, an interview clip and cutaways',
    ),
    t(
      'Смонтируйте сюжет в DaVinci Resolve с титрами, подложкой и выровненным звуком',
      'Сюжетті DaVinci Resolve-та титрлермен, фон дыбысымен және теңестірілген дыбыспен монтаждаңыз',
      'Edit the report in DaVinci Resolve with captions, background audio and levelled sound',
    ),
    t(
      'Покажите сюжет 3 зрителям и сократите его на 30 секунд там, где им стало скучно',
      'Сюжетті 3 көрерменге көрсетіп, олардың іші пысқан жерден 30 секундқа қысқартыңыз',
      'Show the report to 3 viewers and cut 30 seconds where they got bored',
    ),
  ],
  'Editing and proofreading': [
    t(
      'Отредактируйте чужой текст на 5000 знаков, сократив его на треть без потери смысла',
      'Басқа біреудің 5000 таңбалық мәтінін мағынасын жоғалтпай үштен бірге қысқартып өңдеңіз',
      'Edit someone’s 5,000-character text, cutting it by a third without losing meaning',
    ),
    t(
      'Выучите корректорские знаки и вычитайте ими 3 страницы распечатки',
      'Түзету белгілерін үйреніп, олармен басылған 3 бетті түзетіп оқыңыз',
      'Learn the proofreading marks and use them to proof 3 printed pages',
    ),
    t(
      'Составьте стайлгайд издания на одну страницу: числа, даты, кавычки, сокращения',
      'Басылымның бір беттік стиль нұсқаулығын жасаңыз: сандар, күндер, тырнақшалар, қысқартулар',
      'Write a one-page house style guide: numbers, dates, quotation marks, abbreviations',
    ),
  ],
  'Bilingual literacy': [
    t(
      'Напишите диктант на казахском и русском по 200 слов и разберите каждую ошибку по правилу',
      'Қазақ және орыс тілдерінде 200 сөзден диктант жазып, әр қатені ереже бойынша талдаңыз',
      'Take a 200-word dictation in Kazakh and in Russian and trace each mistake to its rule',
    ),
    t(
      'Выпишите 30 самых частых ошибок на вывесках и в пабликах своего города с исправлениями',
      'Қалаңыздың маңдайшалары мен пабликтеріндегі ең жиі 30 қатені түзетулерімен жазыңыз',
      'Collect 30 common mistakes from your town’s signs and social pages with their corrections',
    ),
    t(
      'Наберите 80%+ в пробном тесте ЕНТ по грамотности чтения на обоих языках',
      'ҰБТ-ның оқу сауаттылығы бойынша сынақ тестінен екі тілде де 80%-дан жоғары жинаңыз',
      'Score 80%+ on a practice UNT reading-literacy test in both languages',
    ),
  ],
  'Editorial planning': [
    t(
      'Составьте контент-план выпуска на месяц: 20 тем, формат, автор и дедлайн каждой',
      'Бір айлық шығарылымның контент-жоспарын жасаңыз: 20 тақырып, әрқайсысының форматы, авторы және мерзімі',
      'Draw up a month’s editorial plan: 20 topics, each with format, author and deadline',
    ),
    t(
      'Привяжите план к календарю событий Казахстана: праздники, сессии, ЕНТ',
      'Жоспарды Қазақстан оқиғаларының күнтізбесіне байланыстырыңыз: мерекелер, сессиялар, ҰБТ',
      'Tie the plan to Kazakhstan’s calendar: holidays, exam sessions, the UNT',
    ),
    t(
      'Выпустите по плану 4 номера школьной газеты или рассылки без срыва сроков',
      'Жоспар бойынша мектеп газетінің немесе таратылымның 4 нөмірін мерзімін бұзбай шығарыңыз',
      'Put out 4 issues of a school paper or newsletter on schedule',
    ),
  ],
  'Working with authors': [
    t(
      'Напишите автору техническое задание на материал: тема, объём, источники, срок',
      'Авторға материалға техникалық тапсырма жазыңыз: тақырып, көлем, дереккөздер, мерзім',
      'Write a brief for an author: topic, length, sources, deadline',
    ),
    t(
      'Дайте письменный отзыв на 3 чужих текста: по 2 сильные стороны и 2 правки каждому',
      'Басқалардың 3 мәтініне жазбаша пікір беріңіз: әрқайсысына 2 күшті жақ және 2 түзету',
      'Give written feedback on 3 texts: 2 strengths and 2 edits for each',
    ),
    t(
      'Согласуйте с автором правки так, чтобы он принял не меньше 80% из них',
      'Түзетулерді автормен олардың кемінде 80%-ын қабылдайтындай етіп келісіңіз',
      'Agree edits with an author so that they accept at least 80% of them',
    ),
  ],
  'Fluency in languages': [
    t(
      'Сдайте международный экзамен (IELTS, TOEFL, DELF) не ниже B2 или его пробную версию',
      'Халықаралық емтиханды (IELTS, TOEFL, DELF) немесе оның сынақ нұсқасын B2-ден төмен емес тапсырыңыз',
      'Pass an international exam (IELTS, TOEFL, DELF) or its mock at B2 or above',
    ),
    t(
      'Прочитайте в оригинале 3 книги и выпишите по 50 новых слов из каждой',
      'Түпнұсқада 3 кітап оқып, әрқайсысынан 50 жаңа сөз жазып алыңыз',
      'Read 3 books in the original and note 50 new words from each',
    ),
    t(
      'Переведите 5 страниц художественного текста и сравните с опубликованным переводом',
      'Көркем мәтіннің 5 бетін аударып, жарияланған аудармамен салыстырыңыз',
      'Translate 5 pages of fiction and compare with a published translation',
    ),
  ],
  'Subject terminology': [
    t(
      'Соберите трёхъязычный глоссарий из 100 терминов одной отрасли: нефть, право или медицина',
      'Бір саланың 100 терминінен тұратын үш тілді глоссарий жинаңыз: мұнай, құқық немесе медицина',
      'Build a 100-term trilingual glossary for one field: oil, law or medicine',
    ),
    t(
      'Сверьте казахские термины с порталом termincom.kz и отметьте утверждённые варианты',
      'Қазақша терминдерді termincom.kz порталымен салыстырып, бекітілген нұсқаларды белгілеңіз',
      'Check the Kazakh terms against termincom.kz and mark the approved forms',
    ),
    t(
      'Переведите 3 страницы отраслевого документа, используя только этот глоссарий',
      'Тек осы глоссарийді қолданып, салалық құжаттың 3 бетін аударыңыз',
      'Translate 3 pages of an industry document using only that glossary',
    ),
  ],
  'CAT tools (Trados, memoQ)': [
    t(
      'Установите бесплатную CAT-программу (memoQ trial, Matecat) и создайте первый проект',
      'Тегін CAT бағдарламасын (memoQ trial, Matecat) орнатып, алғашқы жобаны жасаңыз',
      'Install a free CAT tool (memoQ trial, Matecat) and create your first project',
    ),
    t(
      'Переведите в ней документ на 2000 слов и соберите память переводов',
      'Онда 2000 сөздік құжатты аударып, аударма жадын жинаңыз',
      'Translate a 2,000-word document in it and build a translation memory',
    ),
    t(
      'Подключите глоссарий и запустите проверку качества: исправьте все найденные ошибки',
      'Глоссарийді қосып, сапа тексерісін іске қосыңыз: табылған барлық қатені түзетіңіз',
      'Attach a termbase, run the QA check and fix every issue it finds',
    ),
  ],
  'Consecutive interpreting': [
    t(
      'Освойте переводческую скоропись и запишите ею 5-минутную речь',
      'Аудармашылық жылдам жазуды меңгеріп, онымен 5 минуттық сөзді жазып алыңыз',
      'Learn interpreter’s note-taking and use it to take down a 5-minute speech',
    ),
    t(
      'Переведите последовательно 10 отрывков выступлений по 2 минуты и запишите себя',
      '2 минуттық 10 сөз үзіндісін кезекпен аударып, өзіңізді жазып алыңыз',
      'Interpret 10 two-minute speech excerpts consecutively and record yourself',
    ),
    t(
      'Прослушайте записи и посчитайте пропущенные цифры и имена: снизьте их вдвое за месяц',
      'Жазбаларды тыңдап, өткізіп алған сандар мен есімдерді санаңыз: бір айда оларды екі есе азайтыңыз',
      'Replay the recordings, count missed numbers and names and halve them within a month',
    ),
  ],
  'Media relations': [
    t(
      'Составьте базу из 20 журналистов и изданий, которые пишут о вашей теме',
      'Сіздің тақырыбыңыз туралы жазатын 20 журналист пен басылымның базасын жасаңыз',
      'Build a list of 20 journalists and outlets who cover your topic',
    ),
    t(
      'Напишите пресс-релиз о школьном или городском событии по схеме перевёрнутой пирамиды',
      'Мектеп немесе қала оқиғасы туралы баспасөз релизін төңкерілген пирамида үлгісімен жазыңыз',
      'Write a press release about a school or town event using the inverted pyramid',
    ),
    t(
      'Разошлите релиз и добейтесь хотя бы одной публикации или упоминания',
      'Релизді таратып, кемінде бір жарияланым немесе атап өтуге қол жеткізіңіз',
      'Send the release out and land at least one story or mention',
    ),
  ],
  Copywriting: [
    t(
      'Напишите 10 заголовков для одного товара и проверьте 2 лучших в опросе среди 20 человек',
      'Бір тауарға 10 тақырып жазып, ең жақсы 2-еуін 20 адам арасында сауалнамамен тексеріңіз',
      'Write 10 headlines for one product and test the best 2 in a poll of 20 people',
    ),
    t(
      'Перепишите текст продающей страницы местного бизнеса, сократив его вдвое',
      'Жергілікті бизнестің сату бетінің мәтінін екі есе қысқартып қайта жазыңыз',
      'Rewrite a local business’s sales page at half the length',
    ),
    t(
      'Соберите портфолио из 5 текстов разных жанров: пост, рассылка, баннер, статья, сценарий',
      'Әртүрлі жанрдағы 5 мәтіннен портфолио жинаңыз: пост, хат-хабар, баннер, мақала, сценарий',
      'Assemble a portfolio of 5 texts in different formats: post, newsletter, banner, article, script',
    ),
  ],
  'Event management': [
    t(
      'Организуйте школьное мероприятие на 50+ человек с планом, бюджетом и ответственными',
      '50-ден астам адамға арналған мектеп іс-шарасын жоспарымен, бюджетімен және жауаптыларымен ұйымдастырыңыз',
      'Organise a school event for 50+ people with a plan, a budget and named owners',
    ),
    t(
      'Составьте тайминг мероприятия поминутно и чек-лист подготовки из 25 пунктов',
      'Іс-шараның минуттық таймингін және 25 тармақтан тұратын дайындық чек-парағын жасаңыз',
      'Write a minute-by-minute run sheet and a 25-item preparation checklist',
    ),
    t(
      'После события соберите 20 отзывов и напишите отчёт: что сработало, что нет',
      'Оқиғадан кейін 20 пікір жинап, есеп жазыңыз: не жұмыс істеді, не істемеді',
      'After the event collect 20 pieces of feedback and write up what worked and what did not',
    ),
  ],
  'Crisis communication': [
    t(
      'Разберите 2 реальных кризиса казахстанских компаний: первая реакция, ошибки, итог',
      'Қазақстандық компаниялардың 2 нақты дағдарысын талдаңыз: алғашқы реакция, қателер, нәтиже',
      'Analyse 2 real crises at Kazakh companies: first response, mistakes, outcome',
    ),
    t(
      'Напишите заявление для прессы по учебному кризису за 60 минут',
      'Оқу дағдарысы бойынша баспасөзге арналған мәлімдемені 60 минутта жазыңыз',
      'Write a press statement on a practice crisis within 60 minutes',
    ),
    t(
      'Подготовьте 10 трудных вопросов журналистов и короткие ответы на них',
      'Журналистердің 10 қиын сұрағын және оларға қысқа жауаптарды дайындаңыз',
      'Prepare 10 tough journalist questions and short answers to them',
    ),
  ],
  'Content planning and storytelling': [
    t(
      'Составьте контент-план аккаунта на 4 недели по рубрикам и дням публикаций',
      'Аккаунттың 4 аптаға арналған контент-жоспарын айдарлар мен жариялау күндері бойынша құрыңыз',
      'Build a 4-week content plan for an account by series and posting days',
    ),
    t(
      'Напишите 5 постов по схеме «герой — проблема — решение — итог»',
      '«Кейіпкер — мәселе — шешім — нәтиже» үлгісі бойынша 5 пост жазыңыз',
      'Write 5 posts using the “hero, problem, solution, result” structure',
    ),
    t(
      'Ведите аккаунт школьного клуба или местного бизнеса месяц и запишите рост подписчиков',
      'Мектеп клубының немесе жергілікті бизнестің аккаунтын бір ай жүргізіп, жазылушылар өсімін жазыңыз',
      'Run a school club’s or local business’s account for a month and record follower growth',
    ),
  ],
  'Mobile shooting and editing': [
    t(
      'Снимите на телефон 10 вертикальных роликов до 30 секунд со светом от окна и стабилизацией',
      'Телефонға терезе жарығымен және тұрақтандырумен 30 секундқа дейінгі 10 тік ролик түсіріңіз',
      'Shoot 10 vertical phone clips under 30 seconds using window light and stabilisation',
    ),
    t(
      'Смонтируйте их в CapCut с субтитрами на казахском и русском',
      'Оларды CapCut-та қазақша және орысша субтитрлермен монтаждаңыз',
      'Edit them in CapCut with subtitles in Kazakh and Russian',
    ),
    t(
      'Сравните досмотры двух версий одного ролика с разным первым кадром',
      'Бірінші кадры әртүрлі бір роликтің екі нұсқасының соңына дейін қаралуын салыстырыңыз',
      'Compare the watch-through rate of two versions of one clip with different opening shots',
    ),
  ],
  'Paid social ads': [
    t(
      'Настройте тестовую кампанию в рекламном кабинете Meta или TikTok с бюджетом 5000 тенге',
      'Meta немесе TikTok жарнама кабинетінде 5000 теңге бюджетпен сынақ науқанын баптаңыз',
      'Set up a test campaign in Meta or TikTok Ads Manager with a 5,000 tenge budget',
    ),
    t(
      'Запустите 2 варианта креатива на одну аудиторию и сравните цену клика',
      'Бір аудиторияға креативтің 2 нұсқасын іске қосып, бір басудың бағасын салыстырыңыз',
      'Run 2 ad creatives against one audience and compare the cost per click',
    ),
    t(
      'Опишите 3 аудитории по городу, возрасту и интересам для одного товара',
      'Бір тауар үшін қала, жас және қызығушылықтар бойынша 3 аудиторияны сипаттаңыз',
      'Define 3 audiences by city, age and interests for one product',
    ),
  ],
  'Social media analytics': [
    t(
      'Выгрузите статистику аккаунта за месяц и найдите 3 поста с лучшим охватом',
      'Аккаунттың бір айлық статистикасын жүктеп, қамтуы ең жоғары 3 постты табыңыз',
      'Export a month of account statistics and find the 3 posts with the best reach',
    ),
    t(
      'Посчитайте ER по охвату для 20 постов в таблице и сравните рубрики',
      'Кестеде 20 пост үшін қамту бойынша ER есептеп, айдарларды салыстырыңыз',
      'Calculate engagement rate by reach for 20 posts in a spreadsheet and compare the series',
    ),
    t(
      'Сделайте ежемесячный отчёт на одну страницу с тремя выводами и планом на следующий месяц',
      'Үш қорытындысы мен келесі айдың жоспары бар бір беттік айлық есеп жасаңыз',
      'Make a one-page monthly report with three findings and next month’s plan',
    ),
  ],
  'Voice and diction': [
    t(
      'Делайте 15 минут артикуляционной гимнастики и скороговорок каждый день месяц',
      'Бір ай бойы күн сайын 15 минут артикуляциялық жаттығу мен жаңылтпаштар жасаңыз',
      'Do 15 minutes of articulation drills and tongue twisters daily for a month',
    ),
    t(
      'Запишите чтение новостного текста в начале и в конце месяца и сравните',
      'Жаңалық мәтінін оқуыңызды айдың басында және соңында жазып, салыстырыңыз',
      'Record yourself reading a news script at the start and end of the month and compare',
    ),
    t(
      'Прочитайте текст на 1 минуту ровно 150 словами без запинок',
      'Мәтінді 1 минутта дәл 150 сөзбен тұтықпай оқыңыз',
      'Read a 1-minute script at exactly 150 words without stumbling',
    ),
  ],
  Improvisation: [
    t(
      'Запишитесь в театральную студию или импров-клуб и пройдите 8 занятий',
      'Театр студиясына немесе импров клубына жазылып, 8 сабақтан өтіңіз',
      'Join a theatre studio or improv club and attend 8 sessions',
    ),
    t(
      'Говорите 2 минуты на случайную тему из банки 20 раз и записывайте себя',
      'Құмырадан алынған кездейсоқ тақырыпқа 20 рет 2 минуттан сөйлеп, өзіңізді жазып алыңыз',
      'Talk for 2 minutes on a random topic from a jar 20 times and record yourself',
    ),
    t(
      'Проведите учебный прямой эфир, где друг задаёт неожиданные вопросы',
      'Досыңыз күтпеген сұрақтар қоятын оқу тікелей эфирін өткізіңіз',
      'Host a practice live stream where a friend throws you unexpected questions',
    ),
  ],
  'On-camera presence': [
    t(
      'Запишите 10 видео, где вы говорите в камеру по 1 минуте, глядя в объектив',
      'Объективке қарап, камераға 1 минуттан сөйлейтін 10 бейне жазыңыз',
      'Record 10 one-minute videos speaking to camera with your eyes on the lens',
    ),
    t(
      'Пересмотрите их без звука и выпишите лишние жесты и слова-паразиты',
      'Оларды дыбыссыз қарап, артық қимылдар мен паразит сөздерді жазып алыңыз',
      'Watch them muted and list your distracting gestures and filler words',
    ),
    t(
      'Проведите интервью на камеру с гостем на 10 минут и попросите его оценить общение',
      'Қонақпен камераға 10 минуттық сұхбат өткізіп, одан қарым-қатынасты бағалауды сұраңыз',
      'Film a 10-minute interview with a guest and ask them to rate how it felt',
    ),
  ],
  'Fluent Kazakh and Russian': [
    t(
      'Проведите 5-минутный репортаж без подготовки по очереди на казахском и на русском',
      'Дайындықсыз 5 минуттық репортажды кезекпен қазақ және орыс тілдерінде жүргізіңіз',
      'Give a 5-minute unscripted report in Kazakh and then in Russian',
    ),
    t(
      'Выучите 100 устойчивых выражений казахской речи и используйте 10 из них в эфире',
      'Қазақ тілінің 100 тұрақты тіркесін жаттап, олардың 10-ын эфирде қолданыңыз',
      'Learn 100 Kazakh idioms and use 10 of them on air',
    ),
    t(
      'Попросите носителя каждого языка отметить в записи вашу речь: акцент, ошибки, кальки',
      'Әр тілдің иесінен жазбадағы сөзіңізді белгілеуді сұраңыз: акцент, қателер, калькалар',
      'Ask a native speaker of each language to mark your recording: accent, errors, calques',
    ),
  ],
};
