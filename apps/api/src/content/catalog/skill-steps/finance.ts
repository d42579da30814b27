import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the accounting, audit, banking and economics professions. */
export const FINANCE_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Bookkeeping and IFRS': [
    t(
      'Составьте 20 бухгалтерских проводок для месяца работы небольшого магазина',
      'Шағын дүкеннің бір айлық жұмысына 20 бухгалтерлік өткізбе құрыңыз',
      'Write 20 journal entries for one month of a small shop’s business',
    ),
    t(
      'Соберите из своих проводок оборотно-сальдовую ведомость и баланс, который сходится',
      'Өткізбелеріңізден айналым-сальдо ведомосын және теңгерілетін баланс жинаңыз',
      'Build a trial balance and a balance sheet that balances from your entries',
    ),
    t(
      'Сдайте пробный тест по модулю DipIFR или CAP и выпишите 3 слабые темы',
      'DipIFR немесе CAP модулі бойынша сынақ тест тапсырып, 3 әлсіз тақырыпты жазыңыз',
      'Take a practice DipIFR or CAP module test and note 3 weak topics',
    ),
  ],
  '1C Accounting': [
    t(
      'Установите учебную версию 1С:Бухгалтерия для Казахстана и заведите организацию',
      'Қазақстанға арналған 1С:Бухгалтерияның оқу нұсқасын орнатып, ұйым ашыңыз',
      'Install the training edition of 1C:Accounting for Kazakhstan and set up a company',
    ),
    t(
      'Проведите в 1С 15 документов: поступление, реализация, банк, касса, зарплата',
      '1С-та 15 құжат жүргізіңіз: түсім, өткізу, банк, касса, жалақы',
      'Post 15 documents in 1C: purchases, sales, bank, cash and payroll',
    ),
    t(
      'Закройте месяц в 1С и сформируйте оборотно-сальдовую ведомость',
      '1С-та айды жауып, айналым-сальдо ведомосын қалыптастырыңыз',
      'Close the month in 1C and generate the trial balance',
    ),
  ],
  'Tax legislation': [
    t(
      'Рассчитайте ИПН, социальные отчисления и взносы ОПВ с зарплаты 300 000 ₸',
      '300 000 ₸ жалақыдан ЖТС, әлеуметтік аударымдар мен МЗЖ жарналарын есептеңіз',
      'Calculate personal income tax, social contributions and pension contributions on a 300,000 ₸ salary',
    ),
    t(
      'Сравните 3 налоговых режима для ИП по Налоговому кодексу РК на примере одного бизнеса',
      'ҚР Салық кодексі бойынша ЖК-ге арналған 3 салық режимін бір бизнес мысалында салыстырыңыз',
      'Compare 3 tax regimes for sole traders under the Tax Code using one business as an example',
    ),
    t(
      'Заполните учебную форму 910.00 или 200.00 в кабинете налогоплательщика',
      'Салық төлеуші кабинетінде 910.00 немесе 200.00 оқу нысанын толтырыңыз',
      'Fill in a practice 910.00 or 200.00 tax form in the taxpayer’s online account',
    ),
  ],
  'International Standards on Auditing': [
    t(
      'Прочитайте МСА 200, 315 и 500 и выпишите ключевое требование каждого',
      'ХАС 200, 315 және 500-ді оқып, әрқайсысының негізгі талабын жазыңыз',
      'Read ISA 200, 315 and 500 and write down the key requirement of each',
    ),
    t(
      'Рассчитайте уровень существенности для учебной компании по 3 базам и выберите одну',
      'Оқу компаниясы үшін маңыздылық деңгейін 3 база бойынша есептеп, біреуін таңдаңыз',
      'Calculate materiality for a practice company on 3 bases and pick one',
    ),
    t(
      'Разберите аудиторское заключение казахстанской компании с KASE: тип мнения и ключевые вопросы',
      'KASE-дегі қазақстандық компанияның аудиторлық қорытындысын талдаңыз: пікір түрі және негізгі мәселелер',
      'Break down the audit report of a KASE-listed Kazakh company: opinion type and key audit matters',
    ),
  ],
  IFRS: [
    t(
      'Прочитайте МСФО 15 о выручке и примените 5 шагов к 3 учебным договорам',
      'Түсім туралы ХҚЕС 15-ті оқып, 5 қадамды 3 оқу шартына қолданыңыз',
      'Read IFRS 15 on revenue and apply its 5 steps to 3 practice contracts',
    ),
    t(
      'Рассчитайте по МСФО 16 актив и обязательство по аренде офиса на 3 года',
      'ХҚЕС 16 бойынша кеңсені 3 жылға жалға алу активі мен міндеттемесін есептеңіз',
      'Calculate the IFRS 16 right-of-use asset and lease liability for a 3-year office lease',
    ),
    t(
      'Найдите в годовом отчёте компании примечания об учётной политике и выпишите 5 её решений',
      'Компанияның жылдық есебінен есеп саясаты туралы ескертпелерді тауып, оның 5 шешімін жазыңыз',
      'Find the accounting-policy notes in a company’s annual report and list 5 choices it made',
    ),
  ],
  'Data analysis and sampling': [
    t(
      'Сделайте случайную выборку 30 платежей из 1 000 в Excel и задокументируйте метод',
      'Excel-де 1 000 төлемнен 30 кездейсоқ іріктеме жасап, әдісін құжаттаңыз',
      'Draw a random sample of 30 payments out of 1,000 in Excel and document the method',
    ),
    t(
      'Проверьте журнал проводок на выходные даты, круглые суммы и дубликаты',
      'Өткізбелер журналын демалыс күндеріне, дөңгелек сомаларға және қайталануларға тексеріңіз',
      'Test a journal for weekend postings, round amounts and duplicates',
    ),
    t(
      'Примените закон Бенфорда к набору сумм и найдите подозрительные отклонения',
      'Сомалар жиынына Бенфорд заңын қолданып, күмәнді ауытқуларды табыңыз',
      'Apply Benford’s law to a set of amounts and flag suspicious deviations',
    ),
  ],
  'Professional scepticism': [
    t(
      'Разберите одно корпоративное мошенничество (например, Wirecard): какие сигналы пропустили аудиторы',
      'Бір корпоративтік алаяқтықты (мысалы, Wirecard) талдаңыз: аудиторлар қандай белгілерді байқамады',
      'Study one corporate fraud (such as Wirecard) and list the warning signs auditors missed',
    ),
    t(
      'Для 5 утверждений руководства учебной компании подберите независимое доказательство',
      'Оқу компаниясы басшылығының 5 мәлімдемесіне тәуелсіз дәлел іріктеңіз',
      'Find independent evidence for 5 management claims in a practice company',
    ),
    t(
      'Проверьте 3 новости о финансах компаний по первоисточникам и отметьте неточности',
      'Компаниялардың қаржысы туралы 3 жаңалықты бастапқы дереккөздер бойынша тексеріп, дәлсіздіктерді белгілеңіз',
      'Check 3 news stories on company finances against primary sources and mark inaccuracies',
    ),
  ],
  'Financial modelling in Excel': [
    t(
      'Постройте трёхотчётную модель (прибыль, баланс, деньги) для компании на 5 лет',
      'Компания үшін 5 жылдық үш есептік модель құрыңыз (пайда, баланс, ақша)',
      'Build a 5-year three-statement model (income, balance sheet, cash flow) for a company',
    ),
    t(
      'Вынесите допущения на отдельный лист и сделайте анализ чувствительности к 2 параметрам',
      'Жорамалдарды бөлек параққа шығарып, 2 параметр бойынша сезімталдық талдауын жасаңыз',
      'Put the assumptions on a separate sheet and run a two-way sensitivity analysis',
    ),
    t(
      'Проверьте модель: баланс сходится каждый год, нет жёстко вбитых чисел в формулах',
      'Модельді тексеріңіз: баланс әр жылы теңгеріледі, формулаларда қатаң енгізілген сандар жоқ',
      'Check the model: the balance sheet balances every year and no formula has hard-coded numbers',
    ),
  ],
  'Company valuation (DCF)': [
    t(
      'Оцените методом DCF одну компанию с KASE: прогноз денежного потока, WACC и терминальная стоимость',
      'KASE-дегі бір компанияны DCF әдісімен бағалаңыз: ақша ағынының болжамы, WACC және терминалдық құн',
      'Value one KASE-listed company with DCF: cash-flow forecast, WACC and terminal value',
    ),
    t(
      'Сравните свою оценку с рыночной капитализацией и объясните расхождение',
      'Бағалауыңызды нарықтық капиталдандырумен салыстырып, айырмашылықты түсіндіріңіз',
      'Compare your value with the market capitalisation and explain the gap',
    ),
    t(
      'Оцените ту же компанию по мультипликаторам P/E и EV/EBITDA 3 аналогов',
      'Сол компанияны 3 аналогтың P/E және EV/EBITDA мультипликаторларымен бағалаңыз',
      'Value the same company on the P/E and EV/EBITDA multiples of 3 peers',
    ),
  ],
  'Financial statement analysis': [
    t(
      'Рассчитайте 10 коэффициентов (ликвидность, рентабельность, долг) по отчётности одной компании',
      'Бір компанияның есептілігі бойынша 10 коэффициентті есептеңіз (өтімділік, табыстылық, қарыз)',
      'Calculate 10 ratios (liquidity, profitability, leverage) from one company’s statements',
    ),
    t(
      'Сравните коэффициенты за 3 года и опишите тренд в 5 предложениях',
      '3 жылдағы коэффициенттерді салыстырып, трендті 5 сөйлеммен сипаттаңыз',
      'Compare the ratios over 3 years and describe the trend in 5 sentences',
    ),
    t(
      'Сравните 2 компании одной отрасли и напишите, какой вы бы дали кредит и почему',
      'Бір саладағы 2 компанияны салыстырып, қайсысына несие берер едіңіз және неге, жазыңыз',
      'Compare 2 companies in one industry and write which you would lend to and why',
    ),
  ],
  'Probability theory': [
    t(
      'Решите 30 задач на условную вероятность, формулу Байеса и распределения',
      'Шартты ықтималдық, Байес формуласы және үлестірімдер бойынша 30 есеп шығарыңыз',
      'Solve 30 problems on conditional probability, Bayes’ rule and distributions',
    ),
    t(
      'Смоделируйте 10 000 бросков кубиков в Python или Excel и сравните с теорией',
      'Python немесе Excel-де сүйектің 10 000 лақтырылуын модельдеп, теориямен салыстырыңыз',
      'Simulate 10,000 dice rolls in Python or Excel and compare with theory',
    ),
    t(
      'Рассчитайте вероятность и ожидаемый убыток для одного страхового случая',
      'Бір сақтандыру жағдайының ықтималдығы мен күтілетін шығынын есептеңіз',
      'Calculate the probability and expected loss of one insured event',
    ),
  ],
  'Actuarial calculations': [
    t(
      'Постройте таблицу смертности по данным Бюро нацстатистики и рассчитайте ожидаемую продолжительность жизни',
      'Ұлттық статистика бюросының деректері бойынша өлім-жітім кестесін құрып, күтілетін өмір сүру ұзақтығын есептеңіз',
      'Build a life table from National Statistics Bureau data and calculate life expectancy',
    ),
    t(
      'Рассчитайте нетто-премию по страхованию жизни на 10 лет для 30-летнего клиента',
      '30 жастағы клиентке 10 жылдық өмірді сақтандыру бойынша нетто-сыйлықақыны есептеңіз',
      'Calculate the net premium for 10-year life cover for a 30-year-old client',
    ),
    t(
      'Оцените резерв убытков методом цепной лестницы по учебному треугольнику',
      'Оқу үшбұрышы бойынша шығындар резервін тізбекті баспалдақ әдісімен бағалаңыз',
      'Estimate claims reserves with the chain-ladder method on a practice triangle',
    ),
  ],
  'Programming (R, Python)': [
    t(
      'Загрузите таблицу страховых случаев в pandas или R и посчитайте частоту и средний убыток',
      'Сақтандыру жағдайларының кестесін pandas немесе R-ге жүктеп, жиілігі мен орташа шығынын есептеңіз',
      'Load a claims table into pandas or R and compute claim frequency and average loss',
    ),
    t(
      'Подберите распределение убытков (логнормальное, гамма) и проверьте его на графике',
      'Шығындар үлестірімін (логқалыпты, гамма) таңдап, графикте тексеріңіз',
      'Fit a loss distribution (lognormal, gamma) and check the fit on a plot',
    ),
    t(
      'Оформите расчёт в Jupyter или R Markdown и опубликуйте его в открытом репозитории',
      'Есепті Jupyter немесе R Markdown-та рәсімдеп, ашық репозиторийде жариялаңыз',
      'Write the analysis up in Jupyter or R Markdown and publish it in a public repository',
    ),
  ],
  'Insurance regulation': [
    t(
      'Выпишите требования АРРФР к страховым организациям: капитал, платёжеспособность, отчётность',
      'ҚНРДА-ның сақтандыру ұйымдарына қойылатын талаптарын жазыңыз: капитал, төлем қабілеттілігі, есептілік',
      'List the financial regulator’s requirements for insurers: capital, solvency and reporting',
    ),
    t(
      'Сравните обязательные виды страхования в РК (ОГПО ВТС и др.) по лимитам и тарифам',
      'ҚР-дағы міндетті сақтандыру түрлерін (көлік иелерінің жауапкершілігі және т.б.) лимиттері мен тарифтері бойынша салыстырыңыз',
      'Compare Kazakhstan’s compulsory insurance lines (motor liability and others) by limits and rates',
    ),
    t(
      'Рассчитайте норматив достаточности маржи платёжеспособности по учебным данным',
      'Оқу деректері бойынша төлем қабілеттілігі маржасының жеткіліктілік нормативін есептеңіз',
      'Calculate the solvency margin ratio from practice data',
    ),
  ],
  'Credit analysis': [
    t(
      'Рассчитайте для учебного заёмщика коэффициент долговой нагрузки и максимальный платёж',
      'Оқу қарыз алушысы үшін борыштық жүктеме коэффициентін және ең жоғары төлемді есептеңіз',
      'Calculate a practice borrower’s debt-to-income ratio and maximum monthly payment',
    ),
    t(
      'Проанализируйте финансы малого бизнеса и напишите кредитное заключение на 1 страницу',
      'Шағын бизнестің қаржысын талдап, 1 беттік несие қорытындысын жазыңыз',
      'Analyse a small business’s finances and write a one-page credit memo',
    ),
    t(
      'Разберите кредитный отчёт ПКБ: какие 5 показателей влияют на решение банка',
      'БКБ несие есебін талдаңыз: банк шешіміне қандай 5 көрсеткіш әсер етеді',
      'Go through a credit bureau report and name the 5 figures that drive a bank’s decision',
    ),
  ],
  'Banking products': [
    t(
      'Сравните депозиты 5 банков РК по ГЭСВ, срокам и гарантии КФГД в таблице',
      'ҚР-дағы 5 банктің депозиттерін ЖТСМ, мерзім және ҚДКҚ кепілдігі бойынша кестеде салыстырыңыз',
      'Compare deposits at 5 Kazakh banks by effective rate, term and deposit-insurance cover in a table',
    ),
    t(
      'Рассчитайте график аннуитетного и дифференцированного платежа по кредиту 2 млн ₸',
      '2 млн ₸ несие бойынша аннуитетті және сараланған төлем кестесін есептеңіз',
      'Build annuity and declining-balance repayment schedules for a 2 million ₸ loan',
    ),
    t(
      'Опишите 3 продукта одного банка для студента и выберите лучший с расчётом',
      'Бір банктің студентке арналған 3 өнімін сипаттап, есеппен ең жақсысын таңдаңыз',
      'Describe 3 of one bank’s products for students and pick the best, with figures',
    ),
  ],
  'Customer service': [
    t(
      'Отработайте 5 обращений клиентов по сценарию: приветствие, выяснение, решение, проверка',
      '5 клиент өтінішін сценарий бойынша жаттығыңыз: сәлемдесу, анықтау, шешу, тексеру',
      'Role-play 5 customer requests using greet, clarify, solve and confirm',
    ),
    t(
      'Ответьте на 3 жалобы в письменном виде в течение часа и вежливо предложите решение',
      '3 шағымға бір сағат ішінде жазбаша жауап беріп, сыпайы түрде шешім ұсыныңыз',
      'Answer 3 complaints in writing within an hour, politely offering a fix',
    ),
    t(
      'Соберите оценки 20 клиентов по шкале NPS и выпишите 3 повторяющиеся просьбы',
      '20 клиенттің NPS шкаласы бойынша бағасын жинап, қайталанатын 3 өтінішті жазыңыз',
      'Collect NPS scores from 20 customers and note 3 recurring requests',
    ),
  ],
  'Financial literacy': [
    t(
      'Ведите личный бюджет 2 месяца и отложите 10 % дохода',
      '2 ай бойы жеке бюджет жүргізіп, табыстың 10 %-ын жинап қойыңыз',
      'Keep a personal budget for 2 months and save 10% of your income',
    ),
    t(
      'Посчитайте, во что обойдётся покупка телефона в кредит или рассрочку, и сравните с накоплением',
      'Телефонды несиеге не бөліп төлеуге алу қаншаға түсетінін есептеп, жинақтаумен салыстырыңыз',
      'Work out the real cost of buying a phone on credit or instalments and compare with saving up',
    ),
    t(
      'Проведите для 10 школьников занятие о мошенничестве и защите карт и задайте 5 вопросов в конце',
      '10 оқушыға алаяқтық пен карталарды қорғау туралы сабақ өткізіп, соңында 5 сұрақ қойыңыз',
      'Run a session for 10 pupils on scams and card safety and end with 5 quiz questions',
    ),
  ],
  'Macro- and microeconomics': [
    t(
      'Постройте график спроса и предложения для одного рынка и покажите эффект налога',
      'Бір нарық үшін сұраныс пен ұсыныс графигін құрып, салықтың әсерін көрсетіңіз',
      'Draw a supply-and-demand chart for one market and show the effect of a tax',
    ),
    t(
      'Объясните на 1 странице, как решение Нацбанка по базовой ставке влияет на инфляцию и тенге',
      'Ұлттық банктің базалық мөлшерлеме бойынша шешімі инфляция мен теңгеге қалай әсер ететінін 1 бетте түсіндіріңіз',
      'Explain on 1 page how a National Bank base-rate decision affects inflation and the tenge',
    ),
    t(
      'Решите 20 задач по эластичности, издержкам и ВВП из учебника',
      'Оқулықтан икемділік, шығындар және ЖІӨ бойынша 20 есеп шығарыңыз',
      'Solve 20 textbook problems on elasticity, costs and GDP',
    ),
  ],
  Econometrics: [
    t(
      'Постройте линейную регрессию в R или Python на реальных данных и интерпретируйте коэффициенты',
      'R немесе Python-да нақты деректерге сызықтық регрессия құрып, коэффициенттерді түсіндіріңіз',
      'Fit a linear regression on real data in R or Python and interpret the coefficients',
    ),
    t(
      'Проверьте модель на гетероскедастичность и мультиколлинеарность и исправьте её',
      'Модельді гетероскедастикалыққа және мультиколлинеарлыққа тексеріп, түзетіңіз',
      'Test the model for heteroscedasticity and multicollinearity and fix it',
    ),
    t(
      'Спрогнозируйте инфляцию в РК на 6 месяцев моделью ARIMA и сравните с фактом',
      'ARIMA моделімен ҚР-дағы инфляцияны 6 айға болжап, фактімен салыстырыңыз',
      'Forecast Kazakhstan’s inflation 6 months ahead with an ARIMA model and compare with actuals',
    ),
  ],
  'Working with statistics': [
    t(
      'Скачайте с сайта stat.gov.kz 3 ряда данных по своему региону и постройте графики',
      'stat.gov.kz сайтынан өз өңіріңіз бойынша 3 деректер қатарын жүктеп, графиктер құрыңыз',
      'Download 3 data series for your region from stat.gov.kz and chart them',
    ),
    t(
      'Пересчитайте номинальные зарплаты в реальные с учётом инфляции за 10 лет',
      '10 жылдағы инфляцияны ескеріп, номиналды жалақыларды нақты жалақыға қайта есептеңіз',
      'Convert 10 years of nominal wages into real wages using inflation',
    ),
    t(
      'Найдите в одной новости неверную трактовку статистики и напишите опровержение',
      'Бір жаңалықтан статистиканың қате түсіндірілуін тауып, теріске шығаратын мәтін жазыңыз',
      'Find one news story that misreads statistics and write a correction',
    ),
  ],
  'Policy briefs': [
    t(
      'Напишите аналитическую записку на 2 страницы по одной проблеме с 3 вариантами решения',
      'Бір мәселе бойынша шешудің 3 нұсқасы бар 2 беттік талдамалық жазба жазыңыз',
      'Write a 2-page policy brief on one issue with 3 options',
    ),
    t(
      'Подкрепите каждую рекомендацию записки цифрой из официального источника',
      'Жазбаның әр ұсынысын ресми дереккөздегі цифрмен дәлелдеңіз',
      'Back each recommendation in the brief with a figure from an official source',
    ),
    t(
      'Сократите записку до 5 ключевых тезисов и представьте их за 3 минуты',
      'Жазбаны 5 негізгі тезиске дейін қысқартып, оларды 3 минутта таныстырыңыз',
      'Boil the brief down to 5 key points and present them in 3 minutes',
    ),
  ],
  'Valuation methods': [
    t(
      'Оцените одну квартиру 3 подходами: сравнительным, доходным и затратным',
      'Бір пәтерді 3 тәсілмен бағалаңыз: салыстырмалы, табыстық және шығындық',
      'Value one flat with 3 approaches: sales comparison, income and cost',
    ),
    t(
      'Внесите корректировки на площадь, этаж и состояние для 5 аналогов',
      '5 аналогқа аудан, қабат және жағдай бойынша түзетулер енгізіңіз',
      'Adjust 5 comparables for floor area, storey and condition',
    ),
    t(
      'Согласуйте результаты 3 подходов с весами и обоснуйте итоговую стоимость',
      '3 тәсілдің нәтижелерін салмақтармен келісіп, қорытынды құнды негіздеңіз',
      'Reconcile the 3 results with weights and justify the final value',
    ),
  ],
  'Real estate market analysis': [
    t(
      'Соберите 50 объявлений о продаже квартир своего района с krisha.kz в таблицу',
      'krisha.kz сайтынан ауданыңыздағы пәтер сату туралы 50 хабарландыруды кестеге жинаңыз',
      'Collect 50 flat-sale listings for your district from krisha.kz into a table',
    ),
    t(
      'Посчитайте медианную цену за 1 м² по типам домов и сравните с прошлым годом',
      'Үй түрлері бойынша 1 м² медианалық бағасын есептеп, өткен жылмен салыстырыңыз',
      'Compute the median price per m² by building type and compare with last year',
    ),
    t(
      'Напишите обзор рынка на 2 страницы: динамика цен, спрос, факторы на год вперёд',
      '2 беттік нарық шолуын жазыңыз: баға динамикасы, сұраныс, алдағы жылдың факторлары',
      'Write a 2-page market review: price trends, demand and drivers for the year ahead',
    ),
  ],
  'National valuation standards': [
    t(
      'Прочитайте Закон РК «Об оценочной деятельности» и выпишите требования к отчёту об оценке',
      'ҚР «Бағалау қызметі туралы» Заңын оқып, бағалау есебіне қойылатын талаптарды жазыңыз',
      'Read Kazakhstan’s law on valuation and list the requirements for a valuation report',
    ),
    t(
      'Сравните стандарты оценки РК с международными (МСО) по 5 пунктам',
      'ҚР бағалау стандарттарын халықаралық стандарттармен (ХБС) 5 тармақ бойынша салыстырыңыз',
      'Compare Kazakhstan’s valuation standards with the International Valuation Standards on 5 points',
    ),
    t(
      'Проверьте учебный отчёт об оценке по чек-листу стандарта и отметьте 3 нарушения',
      'Оқу бағалау есебін стандарттың тексеру парағымен тексеріп, 3 бұзушылықты белгілеңіз',
      'Check a practice valuation report against the standard’s checklist and mark 3 breaches',
    ),
  ],
};
