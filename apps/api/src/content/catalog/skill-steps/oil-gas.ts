import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the oil and gas professions. */
export const OIL_GAS_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Oilfield development': [
    t(
      'Выпишите для Тенгиза, Кашагана и Карачаганака год открытия, оператора и добычу за прошлый год',
      'Теңіз, Қашаған және Қарашығанақ үшін ашылған жылын, операторын және өткен жылғы өндіруін жазыңыз',
      'For Tengiz, Kashagan and Karachaganak note the discovery year, operator and last year’s output',
    ),
    t(
      'Нарисуйте схему заводнения с 5 нагнетательными и 9 добывающими скважинами',
      '5 айдау және 9 өндіру ұңғымасы бар суландыру сызбасын сызыңыз',
      'Draw a waterflood pattern with 5 injection and 9 production wells',
    ),
    t(
      'Постройте по учебным данным кривую падения добычи и спрогнозируйте добычу на 5 лет',
      'Оқу деректері бойынша өндірудің төмендеу қисығын салып, 5 жылға өндіруді болжаңыз',
      'Fit a decline curve to practice data and forecast 5 years of production',
    ),
  ],
  'Reservoir simulation': [
    t(
      'Решите 10 задач на закон Дарси и пористость из учебника по физике пласта',
      'Қабат физикасы оқулығынан Дарси заңы мен кеуектілікке 10 есеп шығарыңыз',
      'Solve 10 Darcy’s law and porosity problems from a reservoir-physics textbook',
    ),
    t(
      'Запустите открытый симулятор OPM Flow на учебной модели SPE1 и постройте график давления',
      'OPM Flow ашық симуляторын SPE1 оқу моделінде іске қосып, қысым графигін салыңыз',
      'Run the open OPM Flow simulator on the SPE1 test case and plot the pressure',
    ),
    t(
      'Измените в модели проницаемость и опишите, как изменилась накопленная добыча',
      'Модельде өткізгіштікті өзгертіп, жинақталған өндірудің қалай өзгергенін сипаттаңыз',
      'Change the permeability in the model and describe how cumulative production changed',
    ),
  ],
  'Well performance analysis': [
    t(
      'Постройте индикаторную кривую притока (IPR) по Вогелю для учебной скважины',
      'Оқу ұңғымасы үшін Вогель бойынша ағынның индикаторлық қисығын (IPR) салыңыз',
      'Draw a Vogel inflow performance (IPR) curve for a practice well',
    ),
    t(
      'Посчитайте коэффициент продуктивности по 3 замерам дебита и давления',
      'Дебит пен қысымның 3 өлшемі бойынша өнімділік коэффициентін есептеңіз',
      'Calculate the productivity index from 3 rate and pressure measurements',
    ),
    t(
      'Найдите в таблице 20 скважин 3 с самым быстрым ростом обводнённости и предложите меры',
      '20 ұңғымалық кестеден сулануы ең жылдам өсетін 3 ұңғыманы тауып, шаралар ұсыныңыз',
      'Find the 3 wells with the fastest-rising water cut in a 20-well table and propose actions',
    ),
  ],
  'Process safety': [
    t(
      'Разберите аварию Piper Alpha или Deepwater Horizon и выпишите 5 отказавших барьеров',
      'Piper Alpha немесе Deepwater Horizon апатын талдап, істен шыққан 5 тосқауылды жазыңыз',
      'Study the Piper Alpha or Deepwater Horizon disaster and list 5 barriers that failed',
    ),
    t(
      'Проведите учебный HAZOP одного узла: сепаратора или насоса, по 5 направляющим словам',
      'Бір тораптың оқу HAZOP талдауын жасаңыз: сепаратор немесе сорғы, 5 бағыттаушы сөз бойынша',
      'Run a practice HAZOP on one node, a separator or pump, with 5 guide words',
    ),
    t(
      'Нарисуйте диаграмму «галстук-бабочка» для утечки сероводорода',
      'Күкіртсутек ағуы үшін «көбелек-галстук» диаграммасын сызыңыз',
      'Draw a bow-tie diagram for a hydrogen-sulphide leak',
    ),
  ],
  'Technical English': [
    t(
      'Выучите 200 терминов нефтегазовой отрасли на английском с карточками',
      'Мұнай-газ саласының 200 ағылшынша терминін карточкалармен жаттаңыз',
      'Learn 200 oil-and-gas terms in English with flashcards',
    ),
    t(
      'Прочитайте 3 статьи SPE или годовой отчёт оператора на английском и перескажите суть',
      '3 SPE мақаласын немесе оператордың жылдық есебін ағылшынша оқып, мәнін баяндаңыз',
      'Read 3 SPE papers or an operator’s annual report in English and summarise them',
    ),
    t(
      'Напишите на английском ежедневный отчёт о работе скважины по учебному шаблону',
      'Оқу үлгісі бойынша ұңғыма жұмысы туралы күнделікті есепті ағылшынша жазыңыз',
      'Write a daily well report in English from a practice template',
    ),
  ],
  'Well drilling technology': [
    t(
      'Нарисуйте буровую установку и подпишите 15 её основных узлов',
      'Бұрғылау қондырғысын салып, оның 15 негізгі торабының атауын жазыңыз',
      'Draw a drilling rig and label 15 of its main components',
    ),
    t(
      'Рассчитайте плотность бурового раствора для учебного пластового давления',
      'Оқу қабат қысымы үшін бұрғылау ерітіндісінің тығыздығын есептеңіз',
      'Calculate the mud weight needed for a practice formation pressure',
    ),
    t(
      'Разберите суточный рапорт бурения (DDR) и объясните каждую строку',
      'Бұрғылаудың тәуліктік рапортын (DDR) талдап, әр жолын түсіндіріңіз',
      'Go through a daily drilling report (DDR) and explain every line',
    ),
  ],
  'Casing design': [
    t(
      'Составьте конструкцию учебной скважины глубиной 3000 м: колонны, диаметры, глубины спуска',
      '3000 м тереңдіктегі оқу ұңғымасының құрылымын жасаңыз: құбыр тізбектері, диаметрлер, түсіру тереңдіктері',
      'Design a 3,000 m practice well: casing strings, diameters, setting depths',
    ),
    t(
      'Проверьте одну колонну на смятие, разрыв и растяжение с коэффициентами запаса',
      'Бір құбыр тізбегін қор коэффициенттерімен мыжылуға, жарылуға және созылуға тексеріңіз',
      'Check one casing string for collapse, burst and tension with safety factors',
    ),
    t(
      'Рассчитайте объём цемента для цементирования этой колонны',
      'Осы тізбекті цементтеуге қажетті цемент көлемін есептеңіз',
      'Calculate the cement volume for cementing that string',
    ),
  ],
  'Well control': [
    t(
      'Выучите признаки газонефтеводопроявления и порядок закрытия скважины',
      'Газ-мұнай-су білінуінің белгілерін және ұңғыманы жабу тәртібін жаттаңыз',
      'Learn the warning signs of a kick and the shut-in procedure',
    ),
    t(
      'Заполните лист глушения скважины (kill sheet) по учебным данным',
      'Оқу деректері бойынша ұңғыманы басу парағын (kill sheet) толтырыңыз',
      'Fill in a kill sheet from practice data',
    ),
    t(
      'Решите 20 тестовых вопросов уровня IWCF и разберите каждую ошибку',
      'IWCF деңгейіндегі 20 тест сұрағын шешіп, әр қатені талдаңыз',
      'Answer 20 IWCF-level test questions and work through every mistake',
    ),
  ],
  'Rotational shift work': [
    t(
      'Узнайте у двух вахтовиков график 14/14 или 28/28 и запишите, как они к нему привыкли',
      'Екі вахташыдан 14/14 немесе 28/28 кестесі туралы біліп, оған қалай үйренгенін жазыңыз',
      'Ask two rotation workers about the 14/14 or 28/28 schedule and note how they adjusted',
    ),
    t(
      'Проживите неделю по графику 12-часовых смен с подъёмом в 5:30 и отметьте самочувствие',
      'Бір апта 5:30-да тұрып, 12 сағаттық ауысым кестесімен өмір сүріп, көңіл-күйіңізді белгілеңіз',
      'Live a week on 12-hour shifts with a 5:30 wake-up and log how you feel',
    ),
    t(
      'Составьте план на месяц вахты: сон, связь с семьёй, спорт и обучение в свободное время',
      'Бір айлық вахтаның жоспарын жасаңыз: ұйқы, отбасымен байланыс, спорт және бос уақытта оқу',
      'Plan a month-long rotation: sleep, calls home, exercise and study in your free time',
    ),
  ],
  'Seismic interpretation': [
    t(
      'Откройте открытый сейсмический куб (например, F3 Netherlands) в OpendTect',
      'Ашық сейсмикалық кубты (мысалы, F3 Netherlands) OpendTect-те ашыңыз',
      'Open a public seismic cube such as F3 Netherlands in OpendTect',
    ),
    t(
      'Проследите 2 отражающих горизонта и 1 разлом на 10 профилях',
      '10 профильде 2 шағылдырушы горизонт пен 1 жарылымды қадағалаңыз',
      'Pick 2 reflecting horizons and 1 fault across 10 lines',
    ),
    t(
      'Постройте структурную карту по одному горизонту и отметьте возможную ловушку',
      'Бір горизонт бойынша құрылымдық карта салып, ықтимал тұтқышты белгілеңіз',
      'Make a structure map of one horizon and mark a possible trap',
    ),
  ],
  'Petrophysics and well logging': [
    t(
      'Откройте учебный LAS-файл каротажа в Python или бесплатной программе и выведите 4 кривые',
      'Оқу LAS каротаж файлын Python-да немесе тегін бағдарламада ашып, 4 қисықты шығарыңыз',
      'Open a practice LAS well-log file in Python or a free tool and plot 4 curves',
    ),
    t(
      'Выделите по ГК и сопротивлению коллекторы и глины в интервале 200 м',
      '200 м аралықта ГК мен кедергі бойынша коллекторлар мен саздарды бөліңіз',
      'Pick reservoir and shale zones over a 200 m interval from gamma ray and resistivity',
    ),
    t(
      'Посчитайте пористость и водонасыщенность по формуле Арчи для 3 пластов',
      '3 қабат үшін Арчи формуласы бойынша кеуектілік пен су қанықтылығын есептеңіз',
      'Calculate porosity and water saturation with Archie’s equation for 3 zones',
    ),
  ],
  'Reserves estimation': [
    t(
      'Посчитайте геологические запасы нефти объёмным методом для учебной залежи',
      'Оқу кеніші үшін мұнайдың геологиялық қорын көлемдік әдіспен есептеңіз',
      'Calculate oil in place by the volumetric method for a practice reservoir',
    ),
    t(
      'Оцените извлекаемые запасы с тремя коэффициентами извлечения: низким, базовым, высоким',
      'Алынатын қорларды үш алу коэффициентімен бағалаңыз: төмен, базалық, жоғары',
      'Estimate recoverable reserves with low, base and high recovery factors',
    ),
    t(
      'Сравните категории запасов PRMS (1P, 2P, 3P) с государственной классификацией РК',
      'PRMS қорлар санаттарын (1P, 2P, 3P) ҚР мемлекеттік жіктемесімен салыстырыңыз',
      'Compare the PRMS reserve categories (1P, 2P, 3P) with Kazakhstan’s state classification',
    ),
  ],
  'Geological modelling (Petrel)': [
    t(
      'Пройдите вводный учебный курс по Petrel или бесплатному аналогу (GemPy, OpendTect)',
      'Petrel немесе оның тегін баламасы (GemPy, OpendTect) бойынша кіріспе оқу курсынан өтіңіз',
      'Complete an intro course on Petrel or a free alternative (GemPy, OpendTect)',
    ),
    t(
      'Постройте структурный каркас из 3 поверхностей по учебным данным 8 скважин',
      '8 ұңғыманың оқу деректері бойынша 3 беттен тұратын құрылымдық қаңқа салыңыз',
      'Build a 3-surface structural framework from 8 practice wells',
    ),
    t(
      'Заполните модель пористостью двумя методами и сравните гистограммы',
      'Модельді кеуектілікпен екі әдіспен толтырып, гистограммаларды салыстырыңыз',
      'Populate the model with porosity by two methods and compare the histograms',
    ),
  ],
  'Wellsite equipment': [
    t(
      'Нарисуйте фонтанную арматуру и станок-качалку и подпишите их узлы',
      'Фонтан арматурасы мен тербелмелі станокты салып, олардың тораптарының атауын жазыңыз',
      'Draw a Christmas tree and a pumpjack and label their parts',
    ),
    t(
      'Объясните на схеме работу ЭЦН и ШГН и когда какой выбирают',
      'Сызбада ЭОС пен ШТС жұмысын және қайсысы қашан таңдалатынын түсіндіріңіз',
      'Explain on a diagram how electric submersible and rod pumps work and when each is used',
    ),
    t(
      'Составьте график планово-предупредительного обслуживания станка-качалки на год',
      'Тербелмелі станокқа бір жылға жоспарлы-алдын алу қызмет көрсету кестесін жасаңыз',
      'Draw up a year’s preventive-maintenance schedule for a pumpjack',
    ),
  ],
  'Occupational safety': [
    t(
      'Выпишите 10 правил, спасающих жизнь, принятых на нефтегазовых объектах Казахстана',
      'Қазақстанның мұнай-газ объектілерінде қабылданған өмірді сақтайтын 10 ережені жазыңыз',
      'List the 10 life-saving rules used at Kazakhstan’s oil and gas sites',
    ),
    t(
      'Опишите средства индивидуальной защиты для работы с сероводородом и как проверить газоанализатор',
      'Күкіртсутекпен жұмысқа арналған жеке қорғану құралдарын және газ талдағышты тексеру жолын сипаттаңыз',
      'Describe the PPE for hydrogen-sulphide work and how to bump-test a gas detector',
    ),
    t(
      'Пройдите курс первой помощи и отработайте эвакуацию по плану своего здания',
      'Алғашқы көмек курсынан өтіп, өз ғимаратыңыздың жоспары бойынша эвакуацияны пысықтаңыз',
      'Take a first-aid course and walk through the evacuation plan of your building',
    ),
  ],
  'Stamina and rotational work': [
    t(
      'Пройдите 10 км пешком с рюкзаком 10 кг в жару или мороз и запишите время и самочувствие',
      'Ыстықта немесе аязда 10 кг рюкзакпен 10 км жаяу жүріп, уақыт пен көңіл-күйді жазыңыз',
      'Walk 10 km with a 10 kg pack in heat or frost and log the time and how you felt',
    ),
    t(
      'Выпишите условия вахты на промысле Западного Казахстана: климат, быт, питание',
      'Батыс Қазақстан кәсіпшілігіндегі вахта жағдайларын жазыңыз: климат, тұрмыс, тамақ',
      'Write down rotation conditions at a West Kazakhstan oilfield: climate, camp life, food',
    ),
    t(
      'Выполняйте 6 недель силовую и кардиотренировку через день и фиксируйте прогресс',
      '6 апта бойы күн аралатып күш және кардио жаттығуларын орындап, прогресті тіркеңіз',
      'Do strength and cardio training every other day for 6 weeks and track progress',
    ),
  ],
  'Chemical process technology': [
    t(
      'Нарисуйте схему установки первичной перегонки нефти с фракциями и температурами',
      'Мұнайды алғашқы айдау қондырғысының сызбасын фракциялары мен температураларымен сызыңыз',
      'Draw a crude distillation unit flowsheet with its fractions and temperatures',
    ),
    t(
      'Проведите перегонку смеси воды и спирта и постройте кривую температуры',
      'Су мен спирт қоспасын айдап, температура қисығын салыңыз',
      'Distil a water–alcohol mixture and plot the temperature curve',
    ),
    t(
      'Сравните 3 НПЗ Казахстана: мощность, глубину переработки и выпускаемые продукты',
      'Қазақстанның 3 МӨЗ-ін салыстырыңыз: қуаты, өңдеу тереңдігі және шығаратын өнімдері',
      'Compare Kazakhstan’s 3 refineries by capacity, conversion depth and products',
    ),
  ],
  'Mass and heat balances': [
    t(
      'Решите 15 задач на материальный баланс смешения и разделения потоков',
      'Ағындарды араластыру мен бөлудің материалдық балансына 15 есеп шығарыңыз',
      'Solve 15 mass-balance problems on mixing and splitting streams',
    ),
    t(
      'Рассчитайте теплообменник: сколько тепла передаётся и какая нужна площадь',
      'Жылу алмастырғышты есептеңіз: қанша жылу беріледі және қандай аудан керек',
      'Size a heat exchanger: how much heat is transferred and what area is needed',
    ),
    t(
      'Сведите баланс одной установки в таблице и добейтесь невязки меньше 1%',
      'Бір қондырғының балансын кестеде жинап, үйлеспеушілікті 1%-дан азайтыңыз',
      'Close one unit’s balance in a spreadsheet to within 1%',
    ),
  ],
  'Process simulation (Aspen HYSYS)': [
    t(
      'Пройдите учебник по HYSYS или бесплатному DWSIM и соберите схему сепаратора',
      'HYSYS немесе тегін DWSIM оқулығынан өтіп, сепаратор сызбасын жинаңыз',
      'Work through a HYSYS or free DWSIM tutorial and build a separator flowsheet',
    ),
    t(
      'Смоделируйте колонну ректификации из 20 тарелок и получите заданную чистоту продукта',
      '20 табақшалы ректификация колоннасын модельдеп, өнімнің берілген тазалығына жетіңіз',
      'Simulate a 20-tray distillation column and reach the target product purity',
    ),
    t(
      'Проведите анализ чувствительности: как флегмовое число влияет на энергопотребление',
      'Сезімталдық талдауын жасаңыз: флегма саны энергия тұтынуға қалай әсер етеді',
      'Run a sensitivity study of how the reflux ratio affects energy use',
    ),
  ],
  'Pipeline hydraulics': [
    t(
      'Рассчитайте потери давления на участке трубопровода 50 км по формуле Дарси — Вейсбаха',
      'Дарси — Вейсбах формуласы бойынша 50 км құбыр учаскесіндегі қысым шығынын есептеңіз',
      'Calculate pressure loss over a 50 km pipeline section with the Darcy–Weisbach equation',
    ),
    t(
      'Постройте гидравлический уклон и определите, где нужна насосная станция',
      'Гидравликалық еңісті салып, сорғы станциясы қай жерде қажет екенін анықтаңыз',
      'Draw the hydraulic gradient and find where a pump station is needed',
    ),
    t(
      'Посчитайте число Рейнольдса для нефти и газа в одной трубе и определите режим течения',
      'Бір құбырдағы мұнай мен газ үшін Рейнольдс санын есептеп, ағу режимін анықтаңыз',
      'Compute the Reynolds number for oil and for gas in one pipe and find the flow regime',
    ),
  ],
  'Corrosion protection': [
    t(
      'Поставьте опыт: 3 гвоздя в воде, солёной воде и с цинком и сравните ржавчину через неделю',
      'Тәжірибе жасаңыз: суға, тұзды суға және мырышпен 3 шеге салып, бір аптадан кейін татты салыстырыңыз',
      'Put 3 nails in water, salt water and with zinc and compare the rust after a week',
    ),
    t(
      'Рассчитайте катодную защиту участка трубы: ток и число анодов',
      'Құбыр учаскесінің катодтық қорғанысын есептеңіз: ток және анодтар саны',
      'Design cathodic protection for a pipe section: current and number of anodes',
    ),
    t(
      'Сравните 3 типа изоляционных покрытий труб по сроку службы и цене',
      'Құбырлардың оқшаулағыш жабындарының 3 түрін қызмет мерзімі мен бағасы бойынша салыстырыңыз',
      'Compare 3 pipe coating types by service life and cost',
    ),
  ],
  'Inspection and non-destructive testing': [
    t(
      'Выпишите 5 методов неразрушающего контроля и какой дефект каждый находит',
      'Бұзбайтын бақылаудың 5 әдісін және әрқайсысы қандай ақауды табатынын жазыңыз',
      'List 5 non-destructive testing methods and the defect each one finds',
    ),
    t(
      'Проведите визуально-измерительный контроль 5 сварных швов по чек-листу и запишите дефекты',
      '5 дәнекерлеу жігін чек-парақ бойынша көзбен-өлшеп бақылап, ақауларды жазыңыз',
      'Do a visual and dimensional check of 5 welds against a checklist and record the defects',
    ),
    t(
      'Разберите учебный отчёт внутритрубной диагностики и выберите 3 участка для ремонта',
      'Құбыр ішілік диагностиканың оқу есебін талдап, жөндеуге 3 учаске таңдаңыз',
      'Read a practice in-line inspection report and pick 3 sections for repair',
    ),
  ],
  'Reading design documents': [
    t(
      'Выучите 30 условных обозначений на технологических схемах (P&ID)',
      'Технологиялық сызбалардағы (P&ID) 30 шартты белгіні жаттаңыз',
      'Learn 30 symbols used on piping and instrumentation diagrams (P&ID)',
    ),
    t(
      'Прочитайте учебный P&ID и перечислите все задвижки и КИП на одной линии',
      'Оқу P&ID-ін оқып, бір желідегі барлық ысырмалар мен БӨА-ны тізіп шығыңыз',
      'Read a practice P&ID and list every valve and instrument on one line',
    ),
    t(
      'Найдите 3 несоответствия между планом и профилем трассы в учебном проекте',
      'Оқу жобасында трасса жоспары мен профилі арасындағы 3 сәйкессіздікті табыңыз',
      'Find 3 mismatches between the route plan and profile in a practice design',
    ),
  ],
  'Occupational risk assessment': [
    t(
      'Оцените риски на 5 рабочих местах школы (столовая, мастерская, лаборатория) по матрице 5×5',
      'Мектептің 5 жұмыс орнындағы (асхана, шеберхана, зертхана) тәуекелдерді 5×5 матрицасымен бағалаңыз',
      'Assess risks at 5 school workplaces (canteen, workshop, lab) on a 5×5 matrix',
    ),
    t(
      'Для трёх высоких рисков предложите меры по иерархии контроля',
      'Үш жоғары тәуекел үшін бақылау иерархиясы бойынша шаралар ұсыныңыз',
      'Propose controls for the three highest risks following the hierarchy of controls',
    ),
    t(
      'Составьте карту оценки риска для одной профессии по форме, принятой в РК',
      'ҚР-да қабылданған нысан бойынша бір кәсіпке тәуекелді бағалау картасын жасаңыз',
      'Fill in a risk-assessment card for one job in the format used in Kazakhstan',
    ),
  ],
  'Kazakhstan labour law': [
    t(
      'Выпишите из Трудового кодекса РК нормы о рабочем времени, вахте и отпуске',
      'ҚР Еңбек кодексінен жұмыс уақыты, вахта және демалыс туралы нормаларды жазыңыз',
      'List the Labour Code rules on working hours, rotation work and leave',
    ),
    t(
      'Разберите учебный трудовой договор и найдите 3 условия, которые нарушают кодекс',
      'Оқу еңбек шартын талдап, кодексті бұзатын 3 талапты табыңыз',
      'Review a practice employment contract and find 3 terms that break the code',
    ),
    t(
      'Опишите порядок расследования несчастного случая на производстве по Трудовому кодексу',
      'Еңбек кодексі бойынша өндірістегі жазатайым оқиғаны тергеу тәртібін сипаттаңыз',
      'Describe how a workplace accident is investigated under the Labour Code',
    ),
  ],
  'Incident investigation': [
    t(
      'Разберите один несчастный случай методом «5 почему» и дойдите до коренной причины',
      'Бір жазатайым оқиғаны «5 неге» әдісімен талдап, түпкі себебіне жетіңіз',
      'Analyse one accident with the “5 whys” until you reach the root cause',
    ),
    t(
      'Постройте временную шкалу событий учебного инцидента по показаниям 3 свидетелей',
      '3 куәгердің айғақтары бойынша оқу инцидентінің оқиғалар уақыт шкаласын құрыңыз',
      'Build a timeline of a practice incident from 3 witnesses’ statements',
    ),
    t(
      'Напишите акт расследования с 3 корректирующими мерами, сроками и ответственными',
      'Мерзімдері мен жауаптылары көрсетілген 3 түзету шарасы бар тергеу актісін жазыңыз',
      'Write an investigation report with 3 corrective actions, deadlines and owners',
    ),
  ],
  'ISO 45001 and ISO 14001 standards': [
    t(
      'Прочитайте структуру ISO 45001 и ISO 14001 и сопоставьте их разделы в таблице',
      'ISO 45001 мен ISO 14001 құрылымын оқып, олардың бөлімдерін кестеде салыстырыңыз',
      'Read the structure of ISO 45001 and ISO 14001 and map their clauses in a table',
    ),
    t(
      'Составьте реестр экологических аспектов для школы или офиса из 10 пунктов',
      'Мектеп немесе кеңсе үшін 10 тармақтан тұратын экологиялық аспектілер тізілімін жасаңыз',
      'Draw up a 10-item register of environmental aspects for a school or office',
    ),
    t(
      'Проведите учебный внутренний аудит по 15 вопросам и оформите 2 несоответствия',
      '15 сұрақ бойынша оқу ішкі аудитін өткізіп, 2 сәйкессіздікті рәсімдеңіз',
      'Run a 15-question practice internal audit and write up 2 nonconformities',
    ),
  ],
  'Safety training delivery': [
    t(
      'Подготовьте 15-минутный инструктаж по одной опасности с 5 слайдами или плакатом',
      'Бір қауіп бойынша 5 слайдпен немесе плакатпен 15 минуттық нұсқаулық дайындаңыз',
      'Prepare a 15-minute toolbox talk on one hazard with 5 slides or a poster',
    ),
    t(
      'Проведите инструктаж для группы из 10 человек на казахском или русском',
      '10 адамнан тұратын топқа қазақ немесе орыс тілінде нұсқаулық өткізіңіз',
      'Deliver the talk to a group of 10 in Kazakh or Russian',
    ),
    t(
      'Проверьте усвоение тестом из 5 вопросов и доработайте слабые места',
      'Меңгеруді 5 сұрақтық тестпен тексеріп, әлсіз тұстарын жетілдіріңіз',
      'Check understanding with a 5-question quiz and rework the weak spots',
    ),
  ],
};
