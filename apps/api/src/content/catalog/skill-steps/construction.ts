import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the construction, architecture and surveying professions. */
export const CONSTRUCTION_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Structural analysis': [
    t(
      'Рассчитайте вручную однопролётную балку: реакции опор, эпюры моментов и поперечных сил',
      'Бір аралықты арқалықты қолмен есептеңіз: тірек реакциялары, момент және көлденең күш эпюралары',
      'Hand-calculate a simply supported beam: support reactions, bending-moment and shear diagrams',
    ),
    t(
      'Повторите тот же расчёт в программе (ЛИРА, SCAD или Robot) и сравните результаты',
      'Сол есепті бағдарламада (ЛИРА, SCAD немесе Robot) қайталап, нәтижелерін салыстырыңыз',
      'Repeat the same calculation in software (LIRA, SCAD or Robot) and compare the results',
    ),
    t(
      'Подберите сечение железобетонной плиты перекрытия под заданную нагрузку и проверьте прогиб',
      'Берілген жүктемеге темірбетон жабын тақтасының қимасын таңдап, майысуын тексеріңіз',
      'Size a reinforced-concrete floor slab for a given load and check its deflection',
    ),
  ],
  'BIM and AutoCAD/Revit': [
    t(
      'Начертите в AutoCAD план этажа жилого дома с размерами, слоями и штампом',
      'AutoCAD-та тұрғын үй қабатының жоспарын өлшемдерімен, қабаттарымен және мөртаңбасымен сызыңыз',
      'Draw a floor plan of a house in AutoCAD with dimensions, layers and a title block',
    ),
    t(
      'Постройте в Revit модель двухэтажного дома и получите из неё планы, разрез и спецификацию',
      'Revit-те екі қабатты үйдің моделін құрып, одан жоспарларды, қиманы және ерекшелікті алыңыз',
      'Model a two-storey house in Revit and produce plans, a section and a schedule from it',
    ),
    t(
      'Найдите в модели 5 коллизий между конструкциями и инженерными сетями и исправьте их',
      'Модельдегі конструкциялар мен инженерлік желілер арасындағы 5 қақтығысты тауып, түзетіңіз',
      'Find 5 clashes between structure and building services in a model and fix them',
    ),
  ],
  'Kazakhstan building codes': [
    t(
      'Найдите на сайте базы нормативов СН и СП РК по бетонным конструкциям и выпишите 5 требований',
      'Нормативтер базасынан бетон конструкциялары бойынша ҚР ҚН мен ЕЖ тауып, 5 талабын жазыңыз',
      'Find Kazakhstan’s building codes for concrete structures in the standards database and list 5 requirements',
    ),
    t(
      'Определите сейсмичность своего города по карте районирования и что это меняет в проекте',
      'Аудандастыру картасы бойынша қалаңыздың сейсмикалығын анықтап, оның жобаға әсерін жазыңыз',
      'Look up your city’s seismic zone on the zoning map and note what it changes in a design',
    ),
    t(
      'Проверьте один учебный проект по нормам: ширина эвакуационных путей, высота ограждений',
      'Бір оқу жобасын нормалар бойынша тексеріңіз: эвакуация жолдарының ені, қоршаулардың биіктігі',
      'Check one practice design against the codes: escape-route widths and guard-rail heights',
    ),
  ],
  'Site supervision': [
    t(
      'Посетите стройку с инженером технадзора и запишите 10 пунктов, которые он проверяет',
      'Техникалық қадағалау инженерімен құрылысқа барып, ол тексеретін 10 тармақты жазыңыз',
      'Visit a site with a supervising engineer and write down 10 things they check',
    ),
    t(
      'Составьте акт освидетельствования скрытых работ на армирование по образцу',
      'Арматуралау бойынша жасырын жұмыстарды куәландыру актісін үлгі бойынша толтырыңыз',
      'Fill in a hidden-works inspection certificate for reinforcement from a template',
    ),
    t(
      'Сфотографируйте 5 дефектов на стройке или в доме и укажите для каждого нарушенную норму',
      'Құрылыстағы не үйдегі 5 ақауды суретке түсіріп, әрқайсысына бұзылған норманы көрсетіңіз',
      'Photograph 5 defects on a site or in a building and cite the rule each one breaks',
    ),
  ],
  'Architectural design': [
    t(
      'Спроектируйте дом для семьи из 4 человек на участке 10 соток: генплан, планы, фасад',
      '4 адамдық отбасына 10 сотық учаскеде үй жобалаңыз: бас жоспар, жоспарлар, қасбет',
      'Design a house for a family of 4 on a 1,000 m² plot: site plan, floor plans and elevation',
    ),
    t(
      'Разберите одно здание Астаны или Алматы: функция, конструкция, образ — на 2 страницах',
      'Астана не Алматыдағы бір ғимаратты 2 бетте талдаңыз: қызметі, конструкциясы, бейнесі',
      'Analyse one building in Astana or Almaty on 2 pages: function, structure and image',
    ),
    t(
      'Сделайте макет своего проекта из картона в масштабе 1:100',
      'Өз жобаңыздың 1:100 масштабтағы картон макетін жасаңыз',
      'Build a 1:100 cardboard model of your design',
    ),
  ],
  'Drawing and composition': [
    t(
      'Нарисуйте с натуры 20 скетчей зданий и улиц, по одному в день',
      'Ғимараттар мен көшелердің 20 эскизін күніне бір реттен табиғаттан салыңыз',
      'Sketch 20 buildings and streets from life, one a day',
    ),
    t(
      'Выполните рисунок гипсовой геометрической постановки в технике тона на формате А3',
      'Гипс геометриялық қойылымның суретін А3 форматында тонмен орындаңыз',
      'Draw a still life of plaster geometric shapes in tone on A3 paper',
    ),
    t(
      'Постройте 3 перспективы интерьера с одной и двумя точками схода',
      'Бір және екі жойылу нүктесі бар 3 интерьер перспективасын салыңыз',
      'Construct 3 interior perspectives using one and two vanishing points',
    ),
  ],
  'Revit, ArchiCAD, SketchUp': [
    t(
      'Пройдите вводный курс SketchUp и смоделируйте свою комнату с мебелью',
      'SketchUp бойынша кіріспе курстан өтіп, өз бөлмеңізді жиһазымен модельдеңіз',
      'Take an introductory SketchUp course and model your room with its furniture',
    ),
    t(
      'Постройте в ArchiCAD здание с 3 этажами и выведите лист с планом и фасадом',
      'ArchiCAD-та 3 қабатты ғимарат құрып, жоспары мен қасбеті бар парақ шығарыңыз',
      'Build a 3-storey building in ArchiCAD and output a sheet with a plan and an elevation',
    ),
    t(
      'Сделайте 3 визуализации одного проекта при разном освещении',
      'Бір жобаның әртүрлі жарықтағы 3 визуализациясын жасаңыз',
      'Render 3 views of one design under different lighting',
    ),
  ],
  'Design presentation': [
    t(
      'Соберите портфолио из 3 проектов на 10 листах с единой вёрсткой',
      '3 жобадан тұратын, бірыңғай беттелген 10 парақтық портфолио жинаңыз',
      'Put together a 10-page portfolio of 3 projects with a consistent layout',
    ),
    t(
      'Подготовьте планшет формата А1 с концепцией, планами и визуализацией одного проекта',
      'Бір жобаның концепциясы, жоспарлары және визуализациясы бар А1 форматты планшет дайындаңыз',
      'Prepare an A1 presentation board with the concept, plans and renders of one project',
    ),
    t(
      'Защитите проект за 7 минут перед 3 слушателями и запишите их вопросы',
      'Жобаны 3 тыңдаушы алдында 7 минутта қорғап, олардың сұрақтарын жазып алыңыз',
      'Present a project in 7 minutes to 3 listeners and write down their questions',
    ),
  ],
  'GIS and spatial analysis': [
    t(
      'Установите QGIS и постройте карту своего района со слоями зданий, дорог и школ из OpenStreetMap',
      'QGIS орнатып, OpenStreetMap деректерінен ғимараттар, жолдар және мектептер қабаттары бар ауданыңыздың картасын жасаңыз',
      'Install QGIS and map your district with building, road and school layers from OpenStreetMap',
    ),
    t(
      'Постройте зоны пешей доступности 500 м вокруг школ и найдите дома вне этих зон',
      'Мектептердің айналасында 500 м жаяу қолжетімділік аймақтарын құрып, олардан тыс үйлерді табыңыз',
      'Draw 500 m walking buffers around schools and find the homes outside them',
    ),
    t(
      'Сделайте тепловую карту одного показателя (плотность, зелень) и опишите 2 вывода',
      'Бір көрсеткіштің (тығыздық, жасыл аймақ) жылу картасын жасап, 2 қорытынды жазыңыз',
      'Make a heat map of one indicator (density, green space) and write 2 conclusions',
    ),
  ],
  'Transport planning': [
    t(
      'Посчитайте поток машин на одном перекрёстке за час пик и нарисуйте картограмму',
      'Бір қиылыстағы қарбалас сағаттағы көлік ағынын санап, картограмма салыңыз',
      'Count traffic at one junction during the rush hour and draw a flow diagram',
    ),
    t(
      'Проанализируйте маршрут автобуса: интервалы, время в пути, перегруженные остановки',
      'Бір автобус бағытын талдаңыз: аралықтар, жолдағы уақыт, адам көп жиналатын аялдамалар',
      'Analyse one bus route: headways, travel time and crowded stops',
    ),
    t(
      'Предложите на схеме улучшение для пешеходов и велосипедистов на одной улице',
      'Бір көшеде жаяу жүргіншілер мен велосипедшілер үшін жақсартуды сызбада ұсыныңыз',
      'Sketch an improvement for pedestrians and cyclists on one street',
    ),
  ],
  'Community engagement': [
    t(
      'Опросите 30 жителей двора о том, чего им не хватает, и сведите ответы в карту',
      'Аула тұрғындарының 30-ынан не жетіспейтінін сұрап, жауаптарын картаға түсіріңіз',
      'Ask 30 residents of a courtyard what they lack and map their answers',
    ),
    t(
      'Посетите общественные слушания по проекту в акимате или онлайн и запишите 5 аргументов сторон',
      'Әкімдіктегі немесе онлайн өткен жоба бойынша қоғамдық тыңдауға қатысып, тараптардың 5 уәжін жазыңыз',
      'Attend a public hearing on a project at the akimat or online and note 5 arguments on each side',
    ),
    t(
      'Проведите мини-воркшоп с жителями и представьте им 2 варианта благоустройства',
      'Тұрғындармен шағын воркшоп өткізіп, оларға абаттандырудың 2 нұсқасын ұсыныңыз',
      'Run a small workshop with residents and show them 2 options for improving a space',
    ),
  ],
  'Planning law': [
    t(
      'Прочитайте Закон РК «Об архитектурной, градостроительной и строительной деятельности» и выпишите этапы разрешения',
      'ҚР «Сәулет, қала құрылысы және құрылыс қызметі туралы» Заңын оқып, рұқсат алу кезеңдерін жазыңыз',
      'Read Kazakhstan’s law on architecture and construction and list the permitting stages',
    ),
    t(
      'Найдите генплан своего города и определите функциональную зону своего квартала',
      'Қалаңыздың бас жоспарын тауып, өз кварталыңыздың функционалдық аймағын анықтаңыз',
      'Find your city’s master plan and identify the zoning of your block',
    ),
    t(
      'Опишите порядок получения АПЗ на участок по шагам на портале eGov',
      'eGov порталында учаскеге сәулет-жоспарлау тапсырмасын алу тәртібін қадамдап сипаттаңыз',
      'Describe step by step how to obtain planning conditions for a plot on the eGov portal',
    ),
  ],
  'Project management': [
    t(
      'Напишите устав проекта на одну страницу: цель, результат, сроки, бюджет, участники',
      'Бір беттік жоба жарғысын жазыңыз: мақсаты, нәтижесі, мерзімі, бюджеті, қатысушылары',
      'Write a one-page project charter: goal, deliverable, timeline, budget and people',
    ),
    t(
      'Доведите небольшой проект (ремонт, мероприятие, сайт) до конца в срок и бюджет',
      'Шағын жобаны (жөндеу, іс-шара, сайт) мерзімі мен бюджетінде аяғына дейін жеткізіңіз',
      'Finish a small project (a renovation, an event, a website) on time and on budget',
    ),
    t(
      'Проведите итоговый разбор проекта и запишите 3 урока для следующего',
      'Жобаның қорытынды талдауын өткізіп, келесі жобаға 3 сабақ жазыңыз',
      'Hold a project close-out review and write 3 lessons for the next one',
    ),
  ],
  'Reading drawings': [
    t(
      'Прочитайте комплект чертежей АР и КЖ одного здания и ответьте на 10 вопросов о размерах и отметках',
      'Бір ғимараттың АР және КЖ сызбалар жинағын оқып, өлшемдер мен белгілер туралы 10 сұраққа жауап беріңіз',
      'Read the architectural and structural drawings of one building and answer 10 questions on sizes and levels',
    ),
    t(
      'Выучите 30 условных обозначений на строительных чертежах и пройдите самопроверку',
      'Құрылыс сызбаларындағы 30 шартты белгіні жаттап, өзіңізді тексеріңіз',
      'Learn 30 standard symbols used on construction drawings and test yourself',
    ),
    t(
      'Найдите по чертежу на реальном объекте 3 элемента и сверьте их размеры рулеткой',
      'Нақты нысанда сызба бойынша 3 элементті тауып, өлшемдерін рулеткамен салыстырыңыз',
      'Find 3 elements from a drawing on a real site and check their sizes with a tape',
    ),
  ],
  Scheduling: [
    t(
      'Составьте календарный график строительства коттеджа по видам работ на 6 месяцев',
      'Коттедж құрылысының жұмыс түрлері бойынша 6 айлық күнтізбелік кестесін құрыңыз',
      'Draw up a 6-month construction schedule for a house, broken down by trade',
    ),
    t(
      'Постройте график в MS Project или GanttProject со связями и ресурсами',
      'MS Project немесе GanttProject-те байланыстары мен ресурстары бар кесте құрыңыз',
      'Build the schedule in MS Project or GanttProject with links and resources',
    ),
    t(
      'Перестройте график, если бетонные работы задержались на 10 дней, и покажите новый срок сдачи',
      'Бетон жұмыстары 10 күнге кешіккенде кестені қайта құрып, тапсырудың жаңа мерзімін көрсетіңіз',
      'Re-plan the schedule after a 10-day concrete delay and show the new handover date',
    ),
  ],
  'Crew leadership': [
    t(
      'Спланируйте сменное задание для бригады из 5 человек с объёмами и нормами выработки',
      '5 адамдық бригадаға көлемдері мен өндіру нормалары бар ауысымдық тапсырма жоспарлаңыз',
      'Plan a shift task for a crew of 5 with quantities and output rates',
    ),
    t(
      'Проведите утреннюю пятиминутку с распределением работ и инструктажем по безопасности',
      'Жұмыстарды бөліп, қауіпсіздік нұсқауы бар таңғы бес минуттық жиналыс өткізіңіз',
      'Hold a five-minute morning briefing that assigns work and covers safety',
    ),
    t(
      'Ведите неделю журнал выработки бригады и найдите причину самого большого простоя',
      'Бір апта бригаданың өндіру журналын жүргізіп, ең ұзақ тоқтап қалудың себебін табыңыз',
      'Keep a crew output log for a week and find the cause of the longest stoppage',
    ),
  ],
  'Construction safety': [
    t(
      'Пройдите обучение по охране труда с удостоверением и выучите 5 главных опасностей на стройке',
      'Куәлік беретін еңбекті қорғау оқуынан өтіп, құрылыстағы 5 басты қауіпті біліп алыңыз',
      'Complete certified health-and-safety training and learn the 5 main hazards on a site',
    ),
    t(
      'Проверьте стройплощадку по чек-листу: СИЗ, ограждения, леса, электрика — и составьте предписание',
      'Құрылыс алаңын тексеру парағымен тексеріп (ЖҚҚ, қоршау, құрылыс ормандары, электр), нұсқама жазыңыз',
      'Inspect a site with a checklist — PPE, barriers, scaffolding, wiring — and write a notice',
    ),
    t(
      'Разберите один несчастный случай на стройке по акту расследования и назовите 3 причины',
      'Құрылыстағы бір жазатайым оқиғаны тергеу актісі бойынша талдап, 3 себебін атаңыз',
      'Study one site accident from its investigation report and name 3 causes',
    ),
  ],
  'Estimating software': [
    t(
      'Установите учебную версию АВС-4 или Гранд-Сметы и составьте локальную смету на 10 позиций',
      'АВС-4 немесе Гранд-Сметаның оқу нұсқасын орнатып, 10 позициялық жергілікті смета жасаңыз',
      'Install a trial of ABC-4 or Grand-Smeta and build a 10-item local estimate',
    ),
    t(
      'Подберите расценки из сметно-нормативной базы РК для кладки, бетона и штукатурки',
      'ҚР сметалық-нормативтік базасынан қалау, бетон және сылақ жұмыстарының бағаларын таңдаңыз',
      'Pick unit rates from Kazakhstan’s estimating database for masonry, concrete and plaster',
    ),
    t(
      'Выведите из программы сводный сметный расчёт и проверьте итоги вручную',
      'Бағдарламадан жиынтық сметалық есепті шығарып, қорытындысын қолмен тексеріңіз',
      'Print the summary estimate from the program and check its totals by hand',
    ),
  ],
  'Quantity take-off': [
    t(
      'Посчитайте по чертежам объём бетона фундамента и площадь кладки стен одного дома',
      'Бір үйдің сызбалары бойынша іргетас бетонының көлемін және қабырға қалауының ауданын есептеңіз',
      'From drawings, calculate the foundation concrete volume and wall masonry area of one house',
    ),
    t(
      'Составьте ведомость объёмов работ на 20 позиций с формулами подсчёта',
      'Есептеу формулалары бар 20 позициялық жұмыс көлемінің тізімдемесін жасаңыз',
      'Compile a 20-item bill of quantities with the formulas you used',
    ),
    t(
      'Сверьте свой подсчёт с подсчётом однокурсника и разберите каждое расхождение больше 5 %',
      'Есебіңізді курстасыңыздың есебімен салыстырып, 5 %-дан асатын әр айырмашылықты талдаңыз',
      'Compare your take-off with a classmate’s and explain every difference above 5%',
    ),
  ],
  'Construction pricing': [
    t(
      'Соберите текущие цены на 10 основных материалов у 3 поставщиков своего города',
      'Қалаңыздағы 3 жеткізушіден 10 негізгі материалдың ағымдағы бағаларын жинаңыз',
      'Collect current prices for 10 key materials from 3 suppliers in your city',
    ),
    t(
      'Посчитайте стоимость 1 м² стены: материалы, работа, накладные расходы и прибыль',
      '1 м² қабырғаның құнын есептеңіз: материалдар, жұмыс, үстеме шығыстар және пайда',
      'Work out the cost of 1 m² of wall: materials, labour, overheads and profit',
    ),
    t(
      'Сравните сметную стоимость объекта с рыночной ценой подряда и объясните разницу',
      'Нысанның сметалық құнын мердігерліктің нарықтық бағасымен салыстырып, айырмасын түсіндіріңіз',
      'Compare a job’s estimated cost with the market contract price and explain the gap',
    ),
  ],
  Excel: [
    t(
      'Освойте ВПР (VLOOKUP), СУММЕСЛИ и сводные таблицы на наборе из 500+ строк',
      '500-ден астам жолдан тұратын деректерде ВПР (VLOOKUP), СУММЕСЛИ және жиынтық кестелерді меңгеріңіз',
      'Master VLOOKUP, SUMIF and pivot tables on a data set of 500+ rows',
    ),
    t(
      'Постройте в Excel рабочий шаблон для своей задачи с проверкой ввода и условным форматированием',
      'Excel-де өз міндетіңізге енгізуді тексеру және шартты пішімдеуі бар жұмыс үлгісін жасаңыз',
      'Build a working Excel template for a task of yours with data validation and conditional formatting',
    ),
    t(
      'Сделайте дашборд из 3 диаграмм, которые обновляются при изменении данных',
      'Деректер өзгергенде жаңартылатын 3 диаграммадан тұратын дашборд жасаңыз',
      'Make a dashboard of 3 charts that update when the data changes',
    ),
  ],
  'Total station, level, GNSS': [
    t(
      'Выполните нивелирование хода из 5 станций и посчитайте невязку',
      '5 станциядан тұратын жүрісті нивелирлеп, үйлеспеушілікті есептеңіз',
      'Run a 5-station levelling line and compute the misclosure',
    ),
    t(
      'Снимите тахеометром 30 точек участка и выгрузите их координаты',
      'Тахеометрмен учаскенің 30 нүктесін түсіріп, координаттарын шығарыңыз',
      'Survey 30 points of a plot with a total station and export their coordinates',
    ),
    t(
      'Определите координаты 3 точек GNSS-приёмником в режиме RTK и сравните с тахеометром',
      'RTK режиміндегі GNSS қабылдағышымен 3 нүктенің координатын анықтап, тахеометрмен салыстырыңыз',
      'Fix 3 points with a GNSS receiver in RTK mode and compare with the total station',
    ),
  ],
  'Survey processing (Credo, Civil 3D)': [
    t(
      'Импортируйте свои точки съёмки в Credo или Civil 3D и постройте топоплан масштаба 1:500',
      'Түсірілім нүктелерін Credo немесе Civil 3D-ге импорттап, 1:500 масштабты топожоспар құрыңыз',
      'Import your survey points into Credo or Civil 3D and produce a 1:500 topographic plan',
    ),
    t(
      'Постройте поверхность рельефа с горизонталями через 0,5 м и продольный профиль',
      '0,5 м сайын горизонтальдары бар жер бедерінің бетін және бойлық профильді құрыңыз',
      'Build a terrain surface with 0.5 m contours and a long section',
    ),
    t(
      'Уравняйте теодолитный ход и оформите ведомость координат',
      'Теодолит жүрісін теңестіріп, координаттар тізімдемесін жасаңыз',
      'Adjust a traverse and produce the coordinate schedule',
    ),
  ],
  'Drone surveying': [
    t(
      'Изучите правила полётов БПЛА в Казахстане и выпишите, где и как нужно регистрировать дрон',
      'Қазақстандағы ҰҰА ұшу ережелерін оқып, дронды қайда және қалай тіркеу керегін жазыңыз',
      'Read Kazakhstan’s drone flight rules and note where and how a drone must be registered',
    ),
    t(
      'Спланируйте полётное задание для съёмки участка 5 га с перекрытием 70/60 %',
      '70/60 % жабумен 5 гектар учаскені түсіруге ұшу тапсырмасын жоспарлаңыз',
      'Plan a mapping flight over a 5 ha plot with 70/60% overlap',
    ),
    t(
      'Соберите ортофотоплан из 100+ снимков в WebODM или Agisoft и оцените точность по контрольным точкам',
      'WebODM немесе Agisoft-та 100-ден астам суреттен ортофотожоспар жинап, дәлдігін бақылау нүктелерімен бағалаңыз',
      'Build an orthomosaic from 100+ images in WebODM or Agisoft and check it against control points',
    ),
  ],
  Fieldwork: [
    t(
      'Проведите полный день полевых работ и ведите полевой журнал с эскизами и замерами',
      'Толық бір күн далалық жұмыс жүргізіп, эскиздері мен өлшемдері бар далалық журнал толтырыңыз',
      'Spend a full day in the field and keep a field book with sketches and measurements',
    ),
    t(
      'Соберите снаряжение по списку на 15 пунктов для выезда в степь летом и зимой',
      'Жазда және қыста далаға шығуға 15 тармақты тізім бойынша жабдық жинаңыз',
      'Pack kit from a 15-item list for a trip into the steppe in summer and in winter',
    ),
    t(
      'Пройдите маршрут 5 км по карте и компасу без навигатора и отметьте 3 контрольные точки',
      'Навигаторсыз карта мен компас бойынша 5 км бағытпен жүріп, 3 бақылау нүктесін белгілеңіз',
      'Walk a 5 km route by map and compass without GPS and mark 3 checkpoints',
    ),
  ],
};
