import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the science, research and ecology professions. */
export const SCIENCE_ECOLOGY_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Mathematical physics': [
    t(
      'Решите 30 задач на производные и интегралы из механики: скорость, работа, центр масс',
      'Механикадан туындылар мен интегралдарға 30 есеп шығарыңыз: жылдамдық, жұмыс, масса центрі',
      'Solve 30 mechanics problems with derivatives and integrals: velocity, work, centre of mass',
    ),
    t(
      'Выведите и решите уравнение гармонического осциллятора и сравните с опытом с маятником',
      'Гармоникалық осциллятор теңдеуін қорытып, шешіңіз және маятникпен жасалған тәжірибемен салыстырыңыз',
      'Derive and solve the harmonic-oscillator equation and compare it with a pendulum experiment',
    ),
    t(
      'Разберите 10 задач с векторами и дифференциальными уравнениями первого порядка',
      'Векторлар мен бірінші ретті дифференциалдық теңдеулерге 10 есепті талдаңыз',
      'Work through 10 problems on vectors and first-order differential equations',
    ),
  ],
  'Experimental design': [
    t(
      'Измерьте ускорение свободного падения маятником 10 раз и оцените погрешность',
      'Маятникпен еркін түсу үдеуін 10 рет өлшеп, қателікті бағалаңыз',
      'Measure g with a pendulum 10 times and estimate the uncertainty',
    ),
    t(
      'Напишите план опыта: гипотеза, переменные, контроль, число повторов',
      'Тәжірибе жоспарын жазыңыз: гипотеза, айнымалылар, бақылау, қайталау саны',
      'Write an experiment plan: hypothesis, variables, controls, number of repeats',
    ),
    t(
      'Представьте опыт на школьном научном конкурсе или конференции',
      'Тәжірибені мектептің ғылыми байқауында немесе конференциясында таныстырыңыз',
      'Present the experiment at a school science fair or conference',
    ),
  ],
  'Programming and data analysis': [
    t(
      'Обработайте данные своего опыта в Python: среднее, погрешность и график с планками ошибок',
      'Тәжірибеңіздің деректерін Python-да өңдеңіз: орташа мән, қателік және қателік жолақтары бар график',
      'Process your experiment’s data in Python: mean, uncertainty and a plot with error bars',
    ),
    t(
      'Аппроксимируйте данные прямой методом наименьших квадратов и найдите наклон с погрешностью',
      'Деректерді ең кіші квадраттар әдісімен түзуге жуықтап, көлбеулікті қателігімен табыңыз',
      'Fit a straight line by least squares and get the slope with its uncertainty',
    ),
    t(
      'Смоделируйте полёт тела с сопротивлением воздуха методом Эйлера',
      'Ауа кедергісі бар дененің ұшуын Эйлер әдісімен модельдеңіз',
      'Simulate projectile motion with air resistance using Euler’s method',
    ),
  ],
  'Scientific publishing': [
    t(
      'Прочитайте 5 статей в одном журнале и выпишите структуру IMRaD каждой',
      'Бір журналдағы 5 мақаланы оқып, әрқайсысының IMRaD құрылымын жазыңыз',
      'Read 5 papers from one journal and outline each one’s IMRaD structure',
    ),
    t(
      'Напишите статью на 4 страницы о своём исследовании в LaTeX (Overleaf)',
      'Зерттеуіңіз туралы LaTeX-та (Overleaf) 4 беттік мақала жазыңыз',
      'Write a 4-page paper on your research in LaTeX (Overleaf)',
    ),
    t(
      'Подайте тезисы на студенческую конференцию или в школьный научный журнал',
      'Тезистерді студенттік конференцияға немесе мектептің ғылыми журналына жіберіңіз',
      'Submit an abstract to a student conference or a school science journal',
    ),
  ],
  'Analytical chemistry': [
    t(
      'Проведите кислотно-основное титрование 3 раза и посчитайте концентрацию с погрешностью',
      'Қышқылдық-негіздік титрлеуді 3 рет жүргізіп, концентрацияны қателігімен есептеңіз',
      'Do an acid–base titration 3 times and calculate the concentration with its uncertainty',
    ),
    t(
      'Решите 30 задач ЕНТ и олимпиад на моли, концентрации и растворы',
      'Моль, концентрация және ерітінділерге ҰБТ мен олимпиадалардың 30 есебін шығарыңыз',
      'Solve 30 UNT and olympiad problems on moles, concentrations and solutions',
    ),
    t(
      'Определите жёсткость водопроводной воды дома и сравните с нормой',
      'Үйдегі құбыр суының кермектігін анықтап, нормамен салыстырыңыз',
      'Measure the hardness of your tap water and compare it with the standard',
    ),
  ],
  'Chromatography and spectroscopy': [
    t(
      'Разделите чернила фломастеров бумажной хроматографией и посчитайте Rf каждого пятна',
      'Фломастер сиясын қағаз хроматографиясымен бөліп, әр дақтың Rf мәнін есептеңіз',
      'Separate felt-tip inks by paper chromatography and calculate each spot’s Rf',
    ),
    t(
      'Постройте калибровочную прямую на фотоколориметре по 5 стандартам',
      'Фотоколориметрде 5 стандарт бойынша калибрлеу түзуін салыңыз',
      'Build a 5-standard calibration line on a colorimeter',
    ),
    t(
      'Расшифруйте 5 учебных ИК-спектров и назовите функциональные группы',
      '5 оқу ИҚ-спектрін талдап, функционалдық топтарды атаңыз',
      'Interpret 5 practice IR spectra and name the functional groups',
    ),
  ],
  'Lab safety': [
    t(
      'Выучите 9 пиктограмм опасности GHS и найдите их на 5 бытовых химикатах',
      'GHS-тің 9 қауіп пиктограммасын жаттап, оларды 5 тұрмыстық химикаттан табыңыз',
      'Learn the 9 GHS hazard pictograms and find them on 5 household chemicals',
    ),
    t(
      'Прочитайте паспорт безопасности (SDS) одного реактива и выпишите первую помощь',
      'Бір реактивтің қауіпсіздік паспортын (SDS) оқып, алғашқы көмекті жазыңыз',
      'Read one reagent’s safety data sheet (SDS) and note its first-aid measures',
    ),
    t(
      'Составьте план действий при разливе кислоты и покажите, где в лаборатории душ и огнетушитель',
      'Қышқыл төгілгендегі әрекет жоспарын жасап, зертханада душ пен өрт сөндіргіштің орнын көрсетіңіз',
      'Write an acid-spill plan and show where the lab’s shower and fire extinguisher are',
    ),
  ],
  'Precision and care': [
    t(
      'Взвесьте 10 раз одну навеску на аналитических весах и найдите разброс',
      'Аналитикалық таразыда бір өлшендіні 10 рет өлшеп, шашырауын табыңыз',
      'Weigh one sample 10 times on an analytical balance and find the spread',
    ),
    t(
      'Ведите лабораторный журнал месяц так, чтобы другой человек повторил опыт по записям',
      'Басқа адам жазбалар бойынша тәжірибені қайталай алатындай етіп, бір ай зертханалық журнал жүргізіңіз',
      'Keep a lab notebook for a month so that someone else could repeat your work from it',
    ),
    t(
      'Приготовьте 3 раствора точной концентрации и проверьте их титрованием',
      'Дәл концентрациялы 3 ерітінді дайындап, оларды титрлеумен тексеріңіз',
      'Make 3 solutions of exact concentration and check them by titration',
    ),
  ],
  'Molecular biology': [
    t(
      'Выделите ДНК из клубники в домашних условиях и опишите каждый шаг',
      'Үй жағдайында құлпынайдан ДНҚ бөліп алып, әр қадамды сипаттаңыз',
      'Extract DNA from strawberries at home and describe each step',
    ),
    t(
      'Решите 20 задач ЕНТ по генетике и молекулярной биологии: репликация, транскрипция, трансляция',
      'Генетика мен молекулалық биологиядан ҰБТ-ның 20 есебін шығарыңыз: репликация, транскрипция, трансляция',
      'Solve 20 UNT genetics and molecular-biology problems: replication, transcription, translation',
    ),
    t(
      'Нарисуйте схему работы CRISPR-Cas9 и объясните её однокласснику за 5 минут',
      'CRISPR-Cas9 жұмысының сызбасын салып, оны сыныптасыңызға 5 минутта түсіндіріңіз',
      'Draw how CRISPR-Cas9 works and explain it to a classmate in 5 minutes',
    ),
  ],
  'PCR and cell culture': [
    t(
      'Рассчитайте реакционную смесь ПЦР на 10 проб с запасом 10%',
      '10% қорымен 10 сынамаға арналған ПТР реакциялық қоспасын есептеңіз',
      'Calculate a PCR master mix for 10 samples with a 10% excess',
    ),
    t(
      'Отработайте работу с микропипеткой: 20 точных дозировок от 2 до 200 мкл',
      'Микропипеткамен жұмысты пысықтаңыз: 2-ден 200 мкл-ге дейінгі 20 дәл мөлшерлеу',
      'Practise micropipetting: 20 accurate volumes from 2 to 200 µl',
    ),
    t(
      'Вырастите дрожжевую культуру, посчитайте клетки в камере Горяева в 3 точках времени',
      'Ашытқы дақылын өсіріп, Горяев камерасында жасушаларды 3 уақыт нүктесінде санаңыз',
      'Grow a yeast culture and count cells in a haemocytometer at 3 time points',
    ),
  ],
  Bioinformatics: [
    t(
      'Найдите ген в NCBI и выровняйте его последовательность у 3 видов в BLAST',
      'NCBI-дан генді тауып, оның 3 түрдегі тізбегін BLAST-та теңестіріңіз',
      'Find a gene in NCBI and align its sequence across 3 species with BLAST',
    ),
    t(
      'Напишите скрипт на Python, который считает GC-состав и транслирует ДНК в белок',
      'GC-құрамды есептейтін және ДНҚ-ны ақуызға аударатын Python скриптін жазыңыз',
      'Write a Python script that computes GC content and translates DNA into protein',
    ),
    t(
      'Постройте филогенетическое дерево для 6 последовательностей в MEGA',
      'MEGA бағдарламасында 6 тізбек үшін филогенетикалық ағаш құрыңыз',
      'Build a phylogenetic tree for 6 sequences in MEGA',
    ),
  ],
  'Good laboratory practice': [
    t(
      'Напишите стандартную операционную процедуру (СОП) для одного опыта на 1 страницу',
      'Бір тәжірибе үшін 1 беттік стандартты операциялық рәсім (СОР) жазыңыз',
      'Write a one-page standard operating procedure (SOP) for one experiment',
    ),
    t(
      'Промаркируйте все пробы и реактивы по единой схеме: что, дата, кто, срок годности',
      'Барлық сынамалар мен реактивтерді бір үлгімен таңбалаңыз: не, күні, кім, жарамдылық мерзімі',
      'Label every sample and reagent the same way: what, date, who, expiry',
    ),
    t(
      'Проведите опыт строго по чужому СОП и запишите каждое отклонение',
      'Тәжірибені басқа біреудің СОР-ы бойынша қатаң жүргізіп, әр ауытқуды жазыңыз',
      'Run an experiment strictly to someone else’s SOP and record every deviation',
    ),
  ],
  'Abstract reasoning': [
    t(
      'Решите 20 олимпиадных задач на инварианты, принцип Дирихле и раскраски',
      'Инварианттар, Дирихле принципі және бояуларға 20 олимпиадалық есеп шығарыңыз',
      'Solve 20 olympiad problems on invariants, the pigeonhole principle and colourings',
    ),
    t(
      'Докажите 5 теорем из школьного курса своими словами и без подглядывания',
      'Мектеп курсынан 5 теореманы өз сөзіңізбен және қарамай дәлелдеңіз',
      'Prove 5 school theorems in your own words without looking',
    ),
    t(
      'Придумайте и решите 3 собственные задачи, обобщающие уже решённые',
      'Шешілген есептерді жалпылайтын 3 өз есебіңізді құрастырып, шешіңіз',
      'Invent and solve 3 problems of your own that generalise ones you have solved',
    ),
  ],
  'Analysis and algebra': [
    t(
      'Решите 40 задач на пределы, производные и интегралы из задачника Демидовича',
      'Демидович есептер жинағынан шектерге, туындылар мен интегралдарға 40 есеп шығарыңыз',
      'Solve 40 limit, derivative and integral problems from Demidovich’s problem book',
    ),
    t(
      'Решите 20 задач на матрицы, определители и системы линейных уравнений',
      'Матрицалар, анықтауыштар және сызықтық теңдеулер жүйелеріне 20 есеп шығарыңыз',
      'Solve 20 problems on matrices, determinants and linear systems',
    ),
    t(
      'Набейте 100% в разделе математики пробного ЕНТ профильного уровня',
      'Бейіндік деңгейдегі сынақ ҰБТ-ның математика бөлімінен 100% жинаңыз',
      'Score 100% on the maths section of a practice profile-level UNT',
    ),
  ],
  'Numerical methods': [
    t(
      'Реализуйте метод Ньютона и метод бисекции и сравните число итераций на 3 уравнениях',
      'Ньютон әдісі мен бисекция әдісін жазып, 3 теңдеуде итерациялар санын салыстырыңыз',
      'Implement Newton’s method and bisection and compare iteration counts on 3 equations',
    ),
    t(
      'Посчитайте интеграл методом трапеций и Симпсона и постройте график ошибки от шага',
      'Интегралды трапеция және Симпсон әдістерімен есептеп, қателіктің қадамға тәуелділік графигін салыңыз',
      'Compute an integral by the trapezoid and Simpson rules and plot error against step size',
    ),
    t(
      'Решите систему из 100 линейных уравнений методом Гаусса в своём коде и проверьте NumPy',
      '100 сызықтық теңдеу жүйесін өз кодыңызда Гаусс әдісімен шешіп, NumPy арқылы тексеріңіз',
      'Solve a 100-equation linear system with your own Gaussian elimination and check with NumPy',
    ),
  ],
  Programming: [
    t(
      'Решите 50 задач на Codeforces или acmp.ru и достигните рейтинга 1200',
      'Codeforces немесе acmp.ru сайтында 50 есеп шығарып, 1200 рейтингке жетіңіз',
      'Solve 50 problems on Codeforces or acmp.ru and reach a 1200 rating',
    ),
    t(
      'Напишите программу, которая проверяет гипотезу Коллатца для чисел до миллиона',
      'Миллионға дейінгі сандар үшін Коллатц гипотезасын тексеретін бағдарлама жазыңыз',
      'Write a program that checks the Collatz conjecture for numbers up to a million',
    ),
    t(
      'Примите участие в олимпиаде по информатике школьного или областного этапа',
      'Информатика бойынша олимпиаданың мектеп немесе облыс кезеңіне қатысыңыз',
      'Compete in the school or regional stage of the informatics olympiad',
    ),
  ],
  'Mathematical statistics': [
    t(
      'Постройте 95% доверительный интервал для среднего роста 30 одноклассников',
      '30 сыныптасыңыздың орташа бойы үшін 95% сенім аралығын құрыңыз',
      'Build a 95% confidence interval for the mean height of 30 classmates',
    ),
    t(
      'Проверьте гипотезу о равенстве двух средних и о независимости по критерию хи-квадрат',
      'Екі орташа мәннің теңдігі және хи-квадрат критерийі бойынша тәуелсіздік туралы гипотезаны тексеріңіз',
      'Test whether two means are equal and test independence with a chi-square test',
    ),
    t(
      'Постройте линейную регрессию и объясните смысл R² и p-значений коэффициентов',
      'Сызықтық регрессия құрып, R² мен коэффициенттердің p-мәндерінің мағынасын түсіндіріңіз',
      'Fit a linear regression and explain what R² and the coefficients’ p-values mean',
    ),
  ],
  'R, Python or SPSS': [
    t(
      'Установите R и RStudio и пройдите бесплатный курс «R для науки о данных» до главы о графиках',
      'R мен RStudio орнатып, «Деректер ғылымына арналған R» тегін курсын графиктер тарауына дейін өтіңіз',
      'Install R and RStudio and work through free “R for Data Science” up to the plotting chapter',
    ),
    t(
      'Повторите один и тот же анализ в R и в Python и убедитесь, что результаты совпадают',
      'Бір талдауды R-да және Python-да қайталап, нәтижелердің сәйкес келетініне көз жеткізіңіз',
      'Repeat one analysis in R and in Python and confirm the results match',
    ),
    t(
      'Оформите отчёт в R Markdown или Jupyter, где код, графики и выводы в одном файле',
      'Код, графиктер және қорытындылар бір файлда болатын R Markdown немесе Jupyter есебін рәсімдеңіз',
      'Produce an R Markdown or Jupyter report with code, charts and conclusions in one file',
    ),
  ],
  'Survey sampling': [
    t(
      'Рассчитайте объём выборки для опроса жителей своего города с ошибкой 5%',
      'Қалаңыздың тұрғындарын 5% қателікпен сұрауға арналған іріктеме көлемін есептеңіз',
      'Calculate the sample size for a 5%-margin survey of your town’s residents',
    ),
    t(
      'Составьте стратифицированную выборку учеников школы по классам и полу',
      'Мектеп оқушыларының сыныптары мен жынысы бойынша стратификацияланған іріктемесін құрыңыз',
      'Draw a stratified sample of your school’s pupils by grade and sex',
    ),
    t(
      'Прочитайте методику одного обследования Бюро национальной статистики РК и выпишите дизайн выборки',
      'ҚР Ұлттық статистика бюросының бір зерттеуінің әдістемесін оқып, іріктеме дизайнын жазыңыз',
      'Read the methodology of one Bureau of National Statistics survey and note its sample design',
    ),
  ],
  'Social research methods': [
    t(
      'Проведите 5 глубинных интервью на одну тему и закодируйте ответы по темам',
      'Бір тақырыпта 5 терең сұхбат өткізіп, жауаптарды тақырыптар бойынша кодтаңыз',
      'Run 5 in-depth interviews on one topic and code the answers by theme',
    ),
    t(
      'Проведите фокус-группу из 6–8 человек по заранее написанному гайду',
      'Алдын ала жазылған нұсқаулық бойынша 6–8 адамнан тұратын фокус-топ өткізіңіз',
      'Run a focus group of 6–8 people from a discussion guide written in advance',
    ),
    t(
      'Напишите программу исследования: проблема, цель, гипотезы, метод, выборка',
      'Зерттеу бағдарламасын жазыңыз: мәселе, мақсат, гипотезалар, әдіс, іріктеме',
      'Write a research proposal: problem, aim, hypotheses, method, sample',
    ),
  ],
  'Questionnaire design': [
    t(
      'Составьте анкету из 15 вопросов на казахском и русском с закрытыми и открытыми вопросами',
      'Жабық және ашық сұрақтары бар 15 сұрақтық сауалнаманы қазақ және орыс тілдерінде құрыңыз',
      'Write a 15-question questionnaire in Kazakh and Russian with closed and open questions',
    ),
    t(
      'Проведите пилот на 5 людях и перепишите вопросы, которые поняли по-разному',
      '5 адамға пилоттық сауалнама жүргізіп, әртүрлі түсінілген сұрақтарды қайта жазыңыз',
      'Pilot it with 5 people and rewrite the questions they understood differently',
    ),
    t(
      'Соберите 100 ответов через Google Forms и проверьте, сколько анкет заполнено полностью',
      'Google Forms арқылы 100 жауап жинап, қанша сауалнама толық толтырылғанын тексеріңіз',
      'Collect 100 responses with Google Forms and check how many were fully completed',
    ),
  ],
  'Data analysis in SPSS': [
    t(
      'Введите 100 анкет в SPSS или бесплатный PSPP с метками переменных и значений',
      '100 сауалнаманы айнымалылар мен мәндердің белгілерімен SPSS немесе тегін PSPP-ге енгізіңіз',
      'Enter 100 questionnaires into SPSS or free PSPP with variable and value labels',
    ),
    t(
      'Постройте 5 таблиц сопряжённости и проверьте связи критерием хи-квадрат',
      '5 түйіндес кесте құрып, байланыстарды хи-квадрат критерийімен тексеріңіз',
      'Build 5 crosstabs and test the associations with chi-square',
    ),
    t(
      'Проверьте надёжность шкалы из 5 вопросов по альфе Кронбаха',
      '5 сұрақтан тұратын шкаланың сенімділігін Кронбах альфасы бойынша тексеріңіз',
      'Check the reliability of a 5-item scale with Cronbach’s alpha',
    ),
  ],
  'Analytical reports': [
    t(
      'Напишите отчёт по своему опросу на 5 страниц: методика, результаты, выводы, рекомендации',
      'Сауалнамаңыз бойынша 5 беттік есеп жазыңыз: әдістеме, нәтижелер, қорытындылар, ұсыныстар',
      'Write a 5-page report on your survey: method, findings, conclusions, recommendations',
    ),
    t(
      'Сделайте к отчёту резюме для руководителя на полстраницы',
      'Есепке басшыға арналған жарты беттік түйіндеме жасаңыз',
      'Add a half-page executive summary to the report',
    ),
    t(
      'Сравните свои выводы с данными одного исследования казахстанского аналитического центра',
      'Қорытындыларыңызды бір қазақстандық талдау орталығының зерттеу деректерімен салыстырыңыз',
      'Compare your findings with a study by a Kazakh think tank',
    ),
  ],
  'Kazakhstan Environmental Code': [
    t(
      'Выпишите из Экологического кодекса РК 4 категории объектов и критерии отнесения к ним',
      'ҚР Экология кодексінен объектілердің 4 санатын және оларға жатқызу өлшемшарттарын жазыңыз',
      'List the 4 categories of facilities in the Environmental Code and the criteria for each',
    ),
    t(
      'Найдите, какие разрешения нужны предприятию I категории, и нарисуйте порядок их получения',
      'I санаттағы кәсіпорынға қандай рұқсаттар керек екенін тауып, оларды алу тәртібін сызыңыз',
      'Find which permits a category I facility needs and chart how they are obtained',
    ),
    t(
      'Прочитайте раздел о наилучших доступных техниках и приведите 2 примера для своего региона',
      'Ең үздік қолжетімді техникалар туралы бөлімді оқып, өз өңіріңіз үшін 2 мысал келтіріңіз',
      'Read the section on best available techniques and give 2 examples for your region',
    ),
  ],
  'Environmental impact assessment': [
    t(
      'Прочитайте опубликованный отчёт ОВОС одного проекта в Казахстане и выпишите 5 воздействий',
      'Қазақстандағы бір жобаның жарияланған ҚОӘБ есебін оқып, 5 әсерді жазыңыз',
      'Read a published EIA report for a project in Kazakhstan and list 5 impacts',
    ),
    t(
      'Составьте матрицу Леопольда для учебного проекта: 10 действий на 10 компонентов среды',
      'Оқу жобасы үшін Леопольд матрицасын құрыңыз: ортаның 10 компонентіне 10 әрекет',
      'Build a Leopold matrix for a practice project: 10 actions against 10 environmental components',
    ),
    t(
      'Посетите или посмотрите запись общественных слушаний и запишите 5 вопросов жителей',
      'Қоғамдық тыңдауға барып немесе жазбасын көріп, тұрғындардың 5 сұрағын жазыңыз',
      'Attend or watch a recorded public hearing and note 5 questions from residents',
    ),
  ],
  'Sampling and analysis': [
    t(
      'Отберите 5 проб воды из разных источников по правилам и замаркируйте их',
      'Әртүрлі көздерден ережеге сай 5 су сынамасын алып, таңбалаңыз',
      'Take 5 water samples from different sources by the rules and label them',
    ),
    t(
      'Измерьте pH, нитраты и мутность тест-полосками и сравните с нормативами',
      'pH, нитраттар мен лайлылықты тест-жолақтармен өлшеп, нормативтермен салыстырыңыз',
      'Measure pH, nitrates and turbidity with test strips and compare with the limits',
    ),
    t(
      'Сравните данные своего датчика PM2.5 с постами Казгидромета за неделю',
      'PM2.5 датчигіңіздің деректерін бір апта бойы Қазгидромет бекеттерімен салыстырыңыз',
      'Compare a week of readings from your PM2.5 sensor with Kazhydromet stations',
    ),
  ],
  GIS: [
    t(
      'Пройдите вводный курс QGIS и сделайте карту своего района с 3 слоями',
      'QGIS кіріспе курсынан өтіп, ауданыңыздың 3 қабаттан тұратын картасын жасаңыз',
      'Take an intro QGIS course and map your district with 3 layers',
    ),
    t(
      'Нанесите на карту 20 точек свалок или зелёных зон, отмеченных с телефона',
      'Телефонмен белгіленген 20 қоқыс үйіндісі немесе жасыл аймақ нүктесін картаға түсіріңіз',
      'Plot 20 dump sites or green spaces recorded with your phone',
    ),
    t(
      'Посчитайте площадь лесов или водоёмов района по снимку Sentinel-2',
      'Sentinel-2 суреті бойынша ауданның орман немесе су айдындарының аумағын есептеңіз',
      'Measure the area of forest or water in a district from a Sentinel-2 image',
    ),
  ],
  'Water and gas treatment': [
    t(
      'Соберите фильтр из песка, гравия и угля, очистите мутную воду и измерьте мутность до и после',
      'Құм, қиыршық тас және көмірден сүзгі жасап, лай суды тазартып, лайлылығын бұрын және кейін өлшеңіз',
      'Build a sand, gravel and charcoal filter, clean muddy water and measure turbidity before and after',
    ),
    t(
      'Нарисуйте схему городских очистных сооружений и назначение каждого этапа',
      'Қалалық тазарту құрылыстарының сызбасын және әр кезеңнің мақсатын сызыңыз',
      'Draw a municipal wastewater plant and the purpose of each stage',
    ),
    t(
      'Рассчитайте эффективность пылеуловителя по концентрациям до и после для 3 режимов',
      '3 режим үшін бұрынғы және кейінгі концентрациялар бойынша шаң ұстағыштың тиімділігін есептеңіз',
      'Calculate a dust collector’s efficiency from inlet and outlet concentrations in 3 modes',
    ),
  ],
  'Waste management': [
    t(
      'Взвешивайте отходы своей семьи неделю по 5 фракциям и постройте диаграмму',
      'Отбасыңыздың қалдықтарын бір апта бойы 5 фракция бойынша өлшеп, диаграмма салыңыз',
      'Weigh your household’s waste for a week in 5 fractions and chart it',
    ),
    t(
      'Найдите пункты приёма вторсырья в своём городе и организуйте сбор в классе на месяц',
      'Қалаңыздағы қайталама шикізат қабылдау пункттерін тауып, сыныпта бір айлық жинау ұйымдастырыңыз',
      'Find recycling points in your town and run a month-long collection in your class',
    ),
    t(
      'Выпишите иерархию обращения с отходами из Экологического кодекса и пример к каждой ступени',
      'Экология кодексінен қалдықтармен жұмыс иерархиясын және әр сатыға мысал жазыңыз',
      'Write out the waste hierarchy from the Environmental Code with an example for each level',
    ),
  ],
  'Emission calculations': [
    t(
      'Рассчитайте выбросы CO₂ своей семьи за месяц от авто, газа и электричества',
      'Отбасыңыздың бір айлық автокөліктен, газ бен электрден болатын CO₂ шығарындыларын есептеңіз',
      'Calculate your household’s monthly CO₂ emissions from car, gas and electricity',
    ),
    t(
      'Посчитайте выбросы котельной по расходу угля и удельным коэффициентам методики',
      'Әдістеменің меншікті коэффициенттері мен көмір шығыны бойынша қазандық шығарындыларын есептеңіз',
      'Work out a boiler house’s emissions from its coal use and the method’s emission factors',
    ),
    t(
      'Сравните результат с нормативом допустимых выбросов и запишите вывод',
      'Нәтижені рұқсат етілген шығарындылар нормативімен салыстырып, қорытынды жазыңыз',
      'Compare the result with the permitted emission limit and write a conclusion',
    ),
  ],
  'Environmental design': [
    t(
      'Спроектируйте раздел охраны окружающей среды для учебного объекта на 5 страниц',
      'Оқу объектісі үшін қоршаған ортаны қорғаудың 5 беттік бөлімін жобалаңыз',
      'Draft a 5-page environmental protection section for a practice project',
    ),
    t(
      'Рассчитайте санитарно-защитную зону для небольшого предприятия и нанесите её на карту',
      'Шағын кәсіпорынның санитариялық-қорғаныш аймағын есептеп, картаға түсіріңіз',
      'Work out the sanitary protection zone of a small plant and draw it on a map',
    ),
    t(
      'Предложите 3 меры снижения воздействия с оценкой стоимости',
      'Құнын бағалай отырып, әсерді азайтудың 3 шарасын ұсыныңыз',
      'Propose 3 impact-reduction measures with cost estimates',
    ),
  ],
  'Synoptic analysis': [
    t(
      'Разберите приземную карту погоды: найдите циклоны, антициклоны и фронты',
      'Жер беті ауа райы картасын талдаңыз: циклондарды, антициклондарды және фронттарды табыңыз',
      'Read a surface weather chart: find the lows, highs and fronts',
    ),
    t(
      'Проведите изобары на учебной карте по 30 станциям вручную',
      'Оқу картасында 30 станция бойынша изобараларды қолмен жүргізіңіз',
      'Hand-draw isobars on a practice chart from 30 stations',
    ),
    t(
      'Составьте прогноз на завтра для своего города и проверьте его 10 дней подряд',
      'Қалаңызға ертеңгі болжам жасап, оны 10 күн қатарынан тексеріңіз',
      'Write a forecast for your town for tomorrow and check it 10 days running',
    ),
  ],
  'Numerical weather prediction': [
    t(
      'Сравните прогнозы моделей GFS и ECMWF для своего города на неделю и сверьте с фактом',
      'Қалаңыз үшін GFS және ECMWF модельдерінің апталық болжамдарын салыстырып, нақтымен тексеріңіз',
      'Compare GFS and ECMWF forecasts for your town over a week and check them against reality',
    ),
    t(
      'Скачайте данные модели в формате GRIB и постройте карту температуры в Python',
      'Модель деректерін GRIB форматында жүктеп, Python-да температура картасын салыңыз',
      'Download model data in GRIB format and plot a temperature map in Python',
    ),
    t(
      'Посчитайте среднюю ошибку прогноза температуры за 10 дней и её смещение',
      '10 күндегі температура болжамының орташа қателігін және оның ығысуын есептеңіз',
      'Calculate the mean error and bias of 10 days of temperature forecasts',
    ),
  ],
  'Satellite and radar data': [
    t(
      'Найдите на сайте EUMETSAT или Windy снимки облачности над Казахстаном за 3 дня',
      'EUMETSAT немесе Windy сайтынан Қазақстан үстіндегі бұлттылықтың 3 күндік суреттерін табыңыз',
      'Find 3 days of cloud imagery over Kazakhstan on EUMETSAT or Windy',
    ),
    t(
      'Различите на инфракрасном и видимом снимке 5 типов облаков',
      'Инфрақызыл және көрінетін суретте бұлттың 5 түрін ажыратыңыз',
      'Tell 5 cloud types apart on infrared and visible images',
    ),
    t(
      'Проследите по радару одну грозу и оцените скорость её перемещения',
      'Радар бойынша бір найзағайды қадағалап, оның жылжу жылдамдығын бағалаңыз',
      'Track one thunderstorm on radar and estimate how fast it moves',
    ),
  ],
  'Atmospheric physics': [
    t(
      'Рассчитайте, как падает температура с высотой, и проверьте на горе или по данным зондирования',
      'Температураның биіктікке қарай қалай төмендейтінін есептеп, тауда немесе зондтау деректерімен тексеріңіз',
      'Work out how temperature falls with height and check it on a mountain or radiosonde data',
    ),
    t(
      'Соберите домашнюю метеостанцию и ведите журнал давления, температуры и влажности 30 дней',
      'Үй метеостанциясын жинап, 30 күн бойы қысым, температура және ылғалдылық журналын жүргізіңіз',
      'Set up a home weather station and log pressure, temperature and humidity for 30 days',
    ),
    t(
      'Объясните на схеме, почему в Алматы зимой смог, используя понятие инверсии',
      'Инверсия ұғымын қолданып, Алматыда қыста неге түтін-тұман болатынын сызбада түсіндіріңіз',
      'Explain with a diagram why Almaty gets winter smog, using temperature inversion',
    ),
  ],
  'Environmental law': [
    t(
      'Выпишите из КоАП РК 10 экологических правонарушений и штрафы за них',
      'ҚР ӘҚБтК-ден 10 экологиялық құқық бұзушылықты және олар үшін айыппұлдарды жазыңыз',
      'List 10 environmental offences in the Administrative Offences Code and their fines',
    ),
    t(
      'Разберите одно судебное решение о возмещении экологического ущерба',
      'Экологиялық залалды өтеу туралы бір сот шешімін талдаңыз',
      'Study one court ruling on compensation for environmental damage',
    ),
    t(
      'Сравните права инспектора при плановой и внеплановой проверке по Предпринимательскому кодексу',
      'Кәсіпкерлік кодекс бойынша жоспарлы және жоспардан тыс тексерудегі инспектор құқықтарын салыстырыңыз',
      'Compare an inspector’s powers in scheduled and unscheduled checks under the Entrepreneurial Code',
    ),
  ],
  'Conducting inspections': [
    t(
      'Составьте проверочный лист из 20 пунктов для автомойки или котельной',
      'Автожуғыш немесе қазандық үшін 20 тармақтан тұратын тексеру парағын жасаңыз',
      'Draw up a 20-point inspection checklist for a car wash or boiler house',
    ),
    t(
      'Проведите учебный обход по этому листу и сфотографируйте каждое нарушение',
      'Осы парақ бойынша оқу аралауын жүргізіп, әр бұзушылықты суретке түсіріңіз',
      'Do a practice walk-through with the checklist and photograph every violation',
    ),
    t(
      'Отработайте по ролям разговор с руководителем объекта, который не пускает на проверку',
      'Тексеруге кіргізбейтін объект басшысымен сөйлесуді рөлдер бойынша пысықтаңыз',
      'Role-play talking to a site manager who refuses to let you in',
    ),
  ],
  'Official paperwork': [
    t(
      'Составьте акт проверки и предписание об устранении нарушений по учебному обходу',
      'Оқу аралауы бойынша тексеру актісі мен бұзушылықтарды жою туралы нұсқаманы жасаңыз',
      'Draft an inspection report and a remedial order from the practice walk-through',
    ),
    t(
      'Зарегистрируйте учебную проверку по форме, принятой в Комитете по правовой статистике',
      'Құқықтық статистика комитетінде қабылданған нысан бойынша оқу тексеруін тіркеңіз',
      'Register a practice inspection on the form used by the Legal Statistics Committee',
    ),
    t(
      'Проверьте свои документы на сроки, подписи и реквизиты по списку из 10 пунктов',
      'Құжаттарыңызды 10 тармақтық тізім бойынша мерзімдерге, қолтаңбалар мен деректемелерге тексеріңіз',
      'Check your documents for deadlines, signatures and details against a 10-point list',
    ),
  ],
};
