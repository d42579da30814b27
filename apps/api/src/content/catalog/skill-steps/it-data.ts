import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the data, design and digital-product professions. */
export const IT_DATA_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Statistics and probability': [
    t(
      'Решите 30 задач ЕНТ и олимпиад на вероятность, сочетания и перестановки',
      'Ықтималдық, терулер мен алмастырулар бойынша ҰБТ және олимпиадалардың 30 есебін шығарыңыз',
      'Solve 30 UNT and olympiad problems on probability, combinations and permutations',
    ),
    t(
      'Подбросьте монету 100 раз, запишите результаты и сравните частоту с вероятностью 0,5',
      'Тиынды 100 рет лақтырып, нәтижелерді жазыңыз және жиілікті 0,5 ықтималдықпен салыстырыңыз',
      'Toss a coin 100 times, record the results and compare the frequency with the 0.5 probability',
    ),
    t(
      'Проверьте одну гипотезу t-тестом на открытом наборе данных и запишите p-значение',
      'Ашық деректер жиынында бір гипотезаны t-тестпен тексеріп, p-мәнін жазыңыз',
      'Test one hypothesis with a t-test on an open dataset and write down the p-value',
    ),
  ],
  'Python (pandas, scikit-learn)': [
    t(
      'Загрузите CSV с data.egov.kz в pandas и посчитайте 5 сводных показателей',
      'data.egov.kz сайтындағы CSV файлын pandas-қа жүктеп, 5 жиынтық көрсеткішті есептеңіз',
      'Load a CSV from data.egov.kz into pandas and compute 5 summary figures',
    ),
    t(
      'Очистите этот набор: удалите дубликаты, заполните пропуски и приведите типы столбцов',
      'Осы жиынды тазалаңыз: қайталанғандарды өшіріп, бос орындарды толтырып, баған түрлерін реттеңіз',
      'Clean that dataset: drop duplicates, fill missing values and fix the column types',
    ),
    t(
      'Обучите в scikit-learn одну модель через Pipeline и сохраните ноутбук в репозитории',
      'scikit-learn-де Pipeline арқылы бір модельді үйретіп, ноутбукты репозиторийге сақтаңыз',
      'Train one scikit-learn model through a Pipeline and save the notebook in a repository',
    ),
  ],
  'Machine learning': [
    t(
      'Пройдите бесплатный курс по основам машинного обучения и сдайте все его задания',
      'Машиналық оқыту негіздері бойынша тегін курстан өтіп, оның барлық тапсырмаларын тапсырыңыз',
      'Complete a free machine-learning basics course and pass all of its assignments',
    ),
    t(
      'Примите участие в учебном соревновании Kaggle и отправьте минимум 3 решения',
      'Kaggle-дің оқу жарысына қатысып, кемінде 3 шешім жіберіңіз',
      'Enter a Kaggle practice competition and submit at least 3 solutions',
    ),
    t(
      'Сравните на одной задаче три модели по кросс-валидации и опишите, почему победила лучшая',
      'Бір есепте үш модельді кросс-валидация бойынша салыстырып, үздігінің неге озғанын сипаттаңыз',
      'Compare three models on one task with cross-validation and explain why the best one won',
    ),
  ],
  'SQL and data preparation': [
    t(
      'Соберите из двух таблиц одну витрину для модели с помощью JOIN и оконных функций',
      'JOIN және терезелік функциялар арқылы екі кестеден модельге арналған бір витрина жинаңыз',
      'Build one model-ready table from two tables using JOINs and window functions',
    ),
    t(
      'Найдите SQL-запросами выбросы и пропуски в 5 столбцах и запишите, как их обработать',
      'SQL сұраныстарымен 5 бағандағы шығыңқы мәндер мен бос орындарды тауып, оларды өңдеу жолын жазыңыз',
      'Find outliers and missing values in 5 columns with SQL queries and note how to handle them',
    ),
    t(
      'Сохраните подготовку данных как один воспроизводимый SQL-скрипт с комментариями',
      'Деректерді дайындауды түсініктемелері бар бір қайталанатын SQL скрипті ретінде сақтаңыз',
      'Save the data preparation as one reproducible, commented SQL script',
    ),
  ],
  'Explaining results to the business': [
    t(
      'Перескажите результат своей модели на одном слайде без формул и терминов',
      'Моделіңіздің нәтижесін формулалар мен терминдерсіз бір слайдта баяндаңыз',
      'Present your model’s result on one slide with no formulas or jargon',
    ),
    t(
      'Переведите метрику точности в деньги или часы: сколько сэкономит модель за месяц',
      'Дәлдік метрикасын ақшаға немесе сағатқа аударыңыз: модель бір айда қанша үнемдейді',
      'Translate an accuracy metric into money or hours: how much the model saves per month',
    ),
    t(
      'Выступите 5 минут перед людьми не из IT и запишите три их вопроса',
      'IT саласынан емес адамдардың алдында 5 минут сөйлеп, олардың үш сұрағын жазып алыңыз',
      'Give a 5-minute talk to people outside IT and write down three of their questions',
    ),
  ],
  SQL: [
    t(
      'Пройдите онлайн-тренажёр SQL до уровня JOIN и решите в нём 40 задач',
      'SQL онлайн-тренажерін JOIN деңгейіне дейін өтіп, онда 40 есеп шығарыңыз',
      'Work through an online SQL trainer up to JOINs and solve 40 exercises in it',
    ),
    t(
      'Установите PostgreSQL и импортируйте туда открытый набор данных о продажах',
      'PostgreSQL орнатып, оған сату туралы ашық деректер жиынын импорттаңыз',
      'Install PostgreSQL and import an open sales dataset into it',
    ),
    t(
      'Ответьте запросами на 10 бизнес-вопросов: выручка по месяцам, топ-5 товаров, доля возвратов',
      'Сұраныстар арқылы 10 бизнес-сұраққа жауап беріңіз: айлық түсім, топ-5 тауар, қайтарылым үлесі',
      'Answer 10 business questions with queries: revenue by month, top 5 products, share of returns',
    ),
  ],
  'Excel and Power BI': [
    t(
      'Постройте в Excel сводную таблицу и 3 диаграммы по данным семейного или школьного бюджета',
      'Excel-де отбасы немесе мектеп бюджеті деректері бойынша жиынтық кесте мен 3 диаграмма құрыңыз',
      'Build a pivot table and 3 charts in Excel from a family or school budget',
    ),
    t(
      'Освойте ВПР/XLOOKUP и СУММЕСЛИМН на 10 практических примерах',
      'ВПР/XLOOKUP және СУММЕСЛИМН функцияларын 10 практикалық мысалда меңгеріңіз',
      'Master XLOOKUP and SUMIFS on 10 practical examples',
    ),
    t(
      'Соберите в Power BI Desktop дашборд из 4 визуалов с фильтром по месяцу',
      'Power BI Desktop-та ай бойынша сүзгісі бар 4 визуалдан тұратын дашборд жинаңыз',
      'Build a 4-visual dashboard with a month filter in Power BI Desktop',
    ),
  ],
  'Descriptive statistics': [
    t(
      'Посчитайте среднее, медиану, моду и размах по баллам ЕНТ своего класса',
      'Сыныбыңыздың ҰБТ ұпайлары бойынша орташа мәнді, медиананы, моданы және құлашты есептеңіз',
      'Compute the mean, median, mode and range of your class’s UNT scores',
    ),
    t(
      'Постройте гистограмму и ящик с усами для одного показателя и опишите распределение',
      'Бір көрсеткіш үшін гистограмма мен «мұртты жәшік» құрып, үлестірімді сипаттаңыз',
      'Draw a histogram and a box plot for one measure and describe its distribution',
    ),
    t(
      'Найдите пример, где среднее вводит в заблуждение, а медиана нет, и объясните почему',
      'Орташа мән адастырып, ал медиана адастырмайтын мысал тауып, себебін түсіндіріңіз',
      'Find an example where the mean misleads but the median does not, and explain why',
    ),
  ],
  'Data visualisation': [
    t(
      'Перерисуйте 3 неудачных графика из новостей так, чтобы вывод читался за 5 секунд',
      'Жаңалықтардағы 3 сәтсіз графикті қорытындысы 5 секундта оқылатындай етіп қайта салыңыз',
      'Redraw 3 poor news charts so that the takeaway reads in 5 seconds',
    ),
    t(
      'Сделайте инфографику по данным Бюро национальной статистики РК и опубликуйте её',
      'ҚР Ұлттық статистика бюросының деректері бойынша инфографика жасап, оны жариялаңыз',
      'Make an infographic from Kazakhstan’s Bureau of National Statistics data and publish it',
    ),
    t(
      'Подберите для 5 разных вопросов подходящий тип графика и запишите обоснование',
      '5 түрлі сұраққа сәйкес график түрін таңдап, негіздемесін жазыңыз',
      'Pick the right chart type for 5 different questions and write down why',
    ),
  ],
  'Figma and prototyping': [
    t(
      'Соберите в Figma кликабельный прототип мобильного приложения из 5 экранов',
      'Figma-да 5 экраннан тұратын мобильді қосымшаның басылатын прототипін жинаңыз',
      'Build a clickable 5-screen mobile app prototype in Figma',
    ),
    t(
      'Используйте в макете auto layout и компоненты с вариантами для кнопок и полей',
      'Макетте батырмалар мен өрістер үшін auto layout пен нұсқалары бар компоненттерді қолданыңыз',
      'Use auto layout and components with variants for buttons and fields in the mockup',
    ),
    t(
      'Повторите пиксель в пиксель один экран Kaspi или Egov и сравните с оригиналом',
      'Kaspi немесе Egov қосымшасының бір экранын дәл қайталап, түпнұсқамен салыстырыңыз',
      'Recreate one Kaspi or eGov screen pixel for pixel and compare it with the original',
    ),
  ],
  'User research': [
    t(
      'Проведите 5 интервью с пользователями одного приложения по заранее написанному сценарию',
      'Алдын ала жазылған сценарий бойынша бір қосымшаның 5 пайдаланушысымен сұхбат өткізіңіз',
      'Run 5 interviews with users of one app from a script written in advance',
    ),
    t(
      'Проведите юзабилити-тест прототипа на 3 людях и запишите, где они застряли',
      'Прототипті 3 адамға юзабилити-тестілеуден өткізіп, олардың қай жерде тоқтағанын жазыңыз',
      'Usability-test a prototype with 3 people and note where they got stuck',
    ),
    t(
      'Сведите выводы интервью в карту пути пользователя с тремя болевыми точками',
      'Сұхбат қорытындыларын үш ауырсыну нүктесі бар пайдаланушы жолының картасына жинаңыз',
      'Turn the interview findings into a user-journey map with three pain points',
    ),
  ],
  'Typography and layout': [
    t(
      'Сверстайте одну страницу афиши на кириллице и латинице, используя модульную сетку',
      'Модульдік торды қолданып, кирилше және латынша бір беттік афиша беттеңіз',
      'Lay out a one-page poster in Cyrillic and Latin script on a modular grid',
    ),
    t(
      'Подберите 3 пары шрифтов с поддержкой казахских букв ә, ғ, қ, ң, ө, ұ, ү, һ, і',
      'ә, ғ, қ, ң, ө, ұ, ү, һ, і қазақ әріптерін қолдайтын 3 қаріп жұбын таңдаңыз',
      'Choose 3 font pairings that support the Kazakh letters ә, ғ, қ, ң, ө, ұ, ү, һ, і',
    ),
    t(
      'Задайте шкалу из 5 размеров текста и межстрочных интервалов и примените её к макету',
      'Мәтіннің 5 өлшемі мен жол аралықтарының шкаласын белгілеп, оны макетке қолданыңыз',
      'Define a 5-step scale of text sizes and line heights and apply it to a mockup',
    ),
  ],
  'Design systems': [
    t(
      'Разберите открытую дизайн-систему (Material, Carbon) и выпишите её 10 базовых компонентов',
      'Ашық дизайн-жүйені (Material, Carbon) талдап, оның 10 негізгі компонентін жазыңыз',
      'Study an open design system (Material, Carbon) and list its 10 core components',
    ),
    t(
      'Создайте в Figma библиотеку: цвета, шрифты и 8 компонентов с состояниями',
      'Figma-да кітапхана жасаңыз: түстер, қаріптер және күйлері бар 8 компонент',
      'Create a Figma library: colours, type styles and 8 components with their states',
    ),
    t(
      'Опишите правила использования одной кнопки: когда, какой вариант, чего не делать',
      'Бір батырманы қолдану ережелерін сипаттаңыз: қашан, қай нұсқа, не істеуге болмайды',
      'Document the usage rules for one button: when, which variant, what not to do',
    ),
  ],
  'Product analytics and metrics': [
    t(
      'Выберите знакомое приложение и опишите его North Star метрику и 3 вспомогательные',
      'Таныс қосымшаны таңдап, оның North Star метрикасы мен 3 қосалқы метрикасын сипаттаңыз',
      'Pick a familiar app and describe its North Star metric and 3 supporting metrics',
    ),
    t(
      'Постройте воронку регистрации из 4 шагов на учебных данных и найдите самое большое падение',
      'Оқу деректерінде 4 қадамнан тұратын тіркелу шұңқырын құрып, ең үлкен түсуді табыңыз',
      'Build a 4-step sign-up funnel from sample data and find the biggest drop-off',
    ),
    t(
      'Рассчитайте удержание по когортам за 4 недели в таблице и сделайте один вывод',
      'Кестеде 4 апта бойынша когорттық ұстап қалуды есептеп, бір қорытынды жасаңыз',
      'Calculate 4-week cohort retention in a spreadsheet and draw one conclusion',
    ),
  ],
  Prioritisation: [
    t(
      'Оцените 10 идей улучшения школьного сайта по методу RICE и отсортируйте их',
      'Мектеп сайтын жақсартудың 10 идеясын RICE әдісімен бағалап, сұрыптаңыз',
      'Score 10 ideas for improving a school website with RICE and rank them',
    ),
    t(
      'Разложите свои задачи на неделю по матрице Эйзенхауэра и проверьте итог в воскресенье',
      'Апталық міндеттеріңізді Эйзенхауэр матрицасы бойынша бөліп, жексенбіде нәтижесін тексеріңіз',
      'Sort your week’s tasks on an Eisenhower matrix and check the outcome on Sunday',
    ),
    t(
      'Напишите обоснование, почему вы отказываетесь от трёх идей из списка',
      'Тізімдегі үш идеядан неге бас тартатыныңыздың негіздемесін жазыңыз',
      'Write down why you are dropping three ideas from the list',
    ),
  ],
  'Negotiation and communication': [
    t(
      'Согласуйте с двумя «заказчиками» противоречащие требования и запишите найденный компромисс',
      'Екі «тапсырыс берушімен» бір-біріне қайшы талаптарды келісіп, табылған ымыраны жазыңыз',
      'Reconcile conflicting requirements with two “stakeholders” and write down the compromise',
    ),
    t(
      'Проведите 15-минутную встречу с повесткой и разошлите итоги в течение часа',
      'Күн тәртібі бар 15 минуттық кездесу өткізіп, қорытындысын бір сағат ішінде жіберіңіз',
      'Run a 15-minute meeting with an agenda and send out the outcomes within an hour',
    ),
    t(
      'Напишите вежливый отказ на запрос новой функции с объяснением причины и альтернативой',
      'Жаңа функция сұрауына себебі мен баламасы түсіндірілген сыпайы бас тарту хатын жазыңыз',
      'Write a polite refusal to a feature request that gives the reason and an alternative',
    ),
  ],
};
