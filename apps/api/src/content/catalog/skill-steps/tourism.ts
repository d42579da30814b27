import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the tourism, hospitality and catering professions. */
export const TOURISM_SKILL_STEPS: Record<string, TLocalized[]> = {
  'Tour product design': [
    t(
      'Составьте тур на 3 дня по Туркестану или Бурабаю: маршрут, транспорт, жильё, питание',
      'Түркістан немесе Бурабай бойынша 3 күндік тур құрыңыз: маршрут, көлік, тұрғын үй, тамақ',
      'Design a 3-day tour of Turkistan or Burabay: route, transport, lodging, meals',
    ),
    t(
      'Посчитайте себестоимость тура на группу из 15 человек и цену с наценкой',
      '15 адамнан тұратын топқа турдың өзіндік құнын және үстеме бағасымен бағасын есептеңіз',
      'Cost the tour for a group of 15 and set a price with margin',
    ),
    t(
      'Сделайте описание тура на одну страницу и покажите его 10 потенциальным клиентам',
      'Турдың бір беттік сипаттамасын жасап, оны 10 әлеуетті клиентке көрсетіңіз',
      'Write a one-page tour description and show it to 10 potential customers',
    ),
  ],
  'Booking systems': [
    t(
      'Забронируйте учебную поездку в Amadeus или Sabre на тренажёре и распечатайте маршрут-квитанцию',
      'Amadeus немесе Sabre тренажерінде оқу сапарын брондап, маршрут-түбіртекті басып шығарыңыз',
      'Book a practice trip in an Amadeus or Sabre trainer and print the itinerary receipt',
    ),
    t(
      'Сравните цену одного отеля на 3 площадках бронирования и объясните разницу',
      'Бір қонақүйдің бағасын 3 брондау алаңында салыстырып, айырмашылықты түсіндіріңіз',
      'Compare one hotel’s price on 3 booking sites and explain the difference',
    ),
    t(
      'Выучите 20 кодов аэропортов и авиакомпаний Центральной Азии',
      'Орталық Азияның 20 әуежайы мен әуекомпаниясының кодтарын жаттаңыз',
      'Learn 20 Central Asian airport and airline codes',
    ),
  ],
  'Sales and service': [
    t(
      'Ответьте на 10 учебных запросов туристов в мессенджере в течение 15 минут каждый',
      'Туристердің мессенджердегі 10 оқу сұрауына әрқайсысына 15 минут ішінде жауап беріңіз',
      'Answer 10 practice tourist enquiries by messenger within 15 minutes each',
    ),
    t(
      'Подберите 3 варианта отдыха под бюджет и пожелания одной семьи и обоснуйте выбор',
      'Бір отбасының бюджеті мен тілегіне сай демалыстың 3 нұсқасын таңдап, таңдауды негіздеңіз',
      'Pick 3 holiday options to fit one family’s budget and wishes and justify them',
    ),
    t(
      'Отработайте ответ на жалобу туриста по схеме «выслушать — извиниться — решить — проверить»',
      'Туристің шағымына «тыңдау — кешірім сұрау — шешу — тексеру» үлгісімен жауап беруді пысықтаңыз',
      'Practise handling a tourist complaint: listen, apologise, solve, follow up',
    ),
  ],
  'History and local knowledge': [
    t(
      'Выучите историю 10 памятников своего города с датами и легендами',
      'Қалаңыздың 10 ескерткішінің тарихын күндері мен аңыздарымен жаттаңыз',
      'Learn the history of 10 landmarks in your town with dates and legends',
    ),
    t(
      'Прочитайте 2 книги по истории Казахстана и выпишите 30 фактов для экскурсий',
      'Қазақстан тарихы бойынша 2 кітап оқып, экскурсияларға арналған 30 фактіні жазыңыз',
      'Read 2 books on Kazakh history and note 30 facts for your tours',
    ),
    t(
      'Наберите 35+ баллов из 40 в пробном ЕНТ по истории Казахстана',
      'Қазақстан тарихы бойынша сынақ ҰБТ-дан 40 ұпайдың 35-інен астамын жинаңыз',
      'Score 35+ out of 40 on a practice UNT in the History of Kazakhstan',
    ),
  ],
  'Storytelling and public speaking': [
    t(
      'Проведите бесплатную экскурсию по своему району для 5 знакомых и соберите отзывы',
      'Ауданыңыз бойынша 5 танысыңызға тегін экскурсия жүргізіп, пікір жинаңыз',
      'Give a free walking tour of your neighbourhood to 5 people and collect feedback',
    ),
    t(
      'Подготовьте 5 историй по 3 минуты на казахском, русском и английском',
      'Қазақ, орыс және ағылшын тілдерінде 3 минуттық 5 әңгіме дайындаңыз',
      'Prepare 5 three-minute stories in Kazakh, Russian and English',
    ),
    t(
      'Выступите с рассказом перед классом или в клубе и запишите на видео',
      'Сынып алдында немесе клубта әңгімелеп, бейнеге түсіріңіз',
      'Tell one story in front of a class or club and record it on video',
    ),
  ],
  'Safety on the route': [
    t(
      'Составьте план безопасности похода в горы Заилийского Алатау: риски, связь, эвакуация',
      'Іле Алатауына жорықтың қауіпсіздік жоспарын жасаңыз: тәуекелдер, байланыс, эвакуация',
      'Write a safety plan for a hike in the Trans-Ili Alatau: risks, communication, evacuation',
    ),
    t(
      'Выясните, как зарегистрировать группу в МЧС перед выходом на маршрут, и опишите порядок',
      'Маршрутқа шығар алдында топты ТЖМ-де тіркеу жолын анықтап, тәртібін сипаттаңыз',
      'Find out how to register a group with the Emergencies Ministry before a trip and write down how',
    ),
    t(
      'Соберите походную аптечку на группу из 10 человек и объясните назначение каждого средства',
      '10 адамдық топқа жорық дәрі қобдишасын жинап, әр құралдың мақсатын түсіндіріңіз',
      'Pack a trail first-aid kit for a group of 10 and explain what each item is for',
    ),
  ],
  'Hotel management': [
    t(
      'Нарисуйте оргструктуру отеля на 100 номеров: службы, должности, подчинённость',
      '100 нөмірлік қонақүйдің ұйымдық құрылымын сызыңыз: қызметтер, лауазымдар, бағыныштылық',
      'Draw the org chart of a 100-room hotel: departments, roles, reporting lines',
    ),
    t(
      'Пройдите стажировку или день наблюдения в отеле и опишите путь гостя от брони до выезда',
      'Қонақүйде тағылымдамадан немесе бақылау күнінен өтіп, қонақтың броньнан шығуға дейінгі жолын сипаттаңыз',
      'Do an internship or job-shadow day at a hotel and map the guest journey from booking to check-out',
    ),
    t(
      'Посчитайте загрузку, ADR и RevPAR по учебным данным отеля за месяц',
      'Қонақүйдің бір айлық оқу деректері бойынша толуын, ADR және RevPAR есептеңіз',
      'Calculate occupancy, ADR and RevPAR from a month of practice hotel data',
    ),
  ],
  'Revenue management': [
    t(
      'Отследите 30 дней цены 3 отелей Астаны на одну дату и постройте график',
      'Астанадағы 3 қонақүйдің бір күнге бағасын 30 күн бақылап, график салыңыз',
      'Track 3 Astana hotels’ prices for one date over 30 days and chart them',
    ),
    t(
      'Предложите тарифы на высокий и низкий сезон и ограничения на минимальный срок проживания',
      'Жоғары және төмен маусымға тарифтер мен тұрудың ең аз мерзіміне шектеулер ұсыныңыз',
      'Propose high- and low-season rates and minimum-stay restrictions',
    ),
    t(
      'Посчитайте, как скидка 15% повлияет на выручку при разной загрузке',
      '15% жеңілдік әртүрлі толу кезінде түсімге қалай әсер ететінін есептеңіз',
      'Work out how a 15% discount affects revenue at different occupancy levels',
    ),
  ],
  Leadership: [
    t(
      'Возглавьте школьный проект или команду из 5+ человек и доведите его до результата',
      'Мектеп жобасын немесе 5-тен көп адамнан тұратын команданы басқарып, нәтижеге жеткізіңіз',
      'Lead a school project or team of 5+ people through to a result',
    ),
    t(
      'Проводите короткие планёрки раз в неделю и ведите список задач с ответственными',
      'Аптасына бір рет қысқа жоспарлау жиналысын өткізіп, жауаптылары бар міндеттер тізімін жүргізіңіз',
      'Hold a short weekly stand-up and keep a task list with owners',
    ),
    t(
      'Попросите команду анонимно оценить ваше руководство и выберите 2 пункта для улучшения',
      'Командадан басшылығыңызды жасырын бағалауды сұрап, жақсартуға 2 тармақ таңдаңыз',
      'Ask the team for anonymous feedback on your leadership and pick 2 points to improve',
    ),
  ],
  'Service standards': [
    t(
      'Напишите стандарт заселения гостя из 10 шагов с фразами на трёх языках',
      'Үш тілдегі сөз тіркестері бар қонақты орналастырудың 10 қадамдық стандартын жазыңыз',
      'Write a 10-step check-in standard with phrases in three languages',
    ),
    t(
      'Проведите проверку «тайный гость» в кафе или отеле по чек-листу из 20 пунктов',
      '20 тармақтық чек-парақ бойынша кафеде немесе қонақүйде «құпия қонақ» тексеруін өткізіңіз',
      'Do a mystery-guest check at a café or hotel with a 20-point checklist',
    ),
    t(
      'Разберите 20 отзывов о казахстанском отеле и сгруппируйте жалобы по стандартам',
      'Қазақстандық қонақүй туралы 20 пікірді талдап, шағымдарды стандарттар бойынша топтастырыңыз',
      'Go through 20 reviews of a Kazakh hotel and group the complaints by standard',
    ),
  ],
  'Culinary techniques': [
    t(
      'Освойте 5 базовых нарезок ножом и нарежьте по 1 кг овощей каждой',
      'Пышақпен турудың 5 негізгі тәсілін меңгеріп, әрқайсысымен 1 кг көкөніс тураңыз',
      'Master 5 basic knife cuts and cut 1 kg of vegetables with each',
    ),
    t(
      'Приготовьте 5 базовых соусов и бешбармак с домашним тестом по технологической карте',
      'Технологиялық карта бойынша 5 негізгі тұздық пен үй қамырымен бешбармақ дайындаңыз',
      'Cook the 5 mother sauces and beshbarmak with hand-made noodles from a recipe card',
    ),
    t(
      'Приготовьте одно блюдо 5 способами тепловой обработки и сравните вкус и выход',
      'Бір тағамды жылумен өңдеудің 5 тәсілімен дайындап, дәмі мен шығымын салыстырыңыз',
      'Cook one dish by 5 heat methods and compare taste and yield',
    ),
  ],
  'Food costing': [
    t(
      'Составьте калькуляционную карту 5 блюд с учётом отходов и потерь при обработке',
      'Өңдеу кезіндегі қалдықтар мен шығындарды ескеріп, 5 тағамның калькуляциялық картасын жасаңыз',
      'Cost 5 dishes on recipe cards, allowing for trim and cooking losses',
    ),
    t(
      'Посчитайте фудкост меню и доведите его до 28–32% заменой ингредиентов или цены',
      'Мәзірдің фудкостын есептеп, ингредиенттерді немесе бағаны ауыстыру арқылы 28–32%-ға жеткізіңіз',
      'Calculate the menu’s food cost and bring it to 28–32% by changing ingredients or prices',
    ),
    t(
      'Сравните закупочные цены 10 продуктов на рынке и в оптовом магазине',
      '10 өнімнің сатып алу бағасын базарда және көтерме дүкенде салыстырыңыз',
      'Compare purchase prices for 10 ingredients at a bazaar and a wholesale store',
    ),
  ],
  'Kitchen leadership': [
    t(
      'Распределите роли на кухне для банкета на 50 человек и составьте график подготовки',
      '50 адамдық банкетке асүйдегі рөлдерді бөліп, дайындық кестесін жасаңыз',
      'Assign kitchen roles for a 50-cover banquet and draw up a prep schedule',
    ),
    t(
      'Проведите смену помощником шефа и ведите список заготовок на каждый пост',
      'Бас аспаз көмекшісі ретінде ауысым өткізіп, әр бекетке дайындамалар тізімін жүргізіңіз',
      'Work a shift as a sous-chef and keep a prep list for every station',
    ),
    t(
      'Обучите новичка одному блюду и проверьте, что он готовит его без подсказок',
      'Жаңа қызметкерді бір тағамға үйретіп, оны көмексіз дайындайтынын тексеріңіз',
      'Train a newcomer on one dish and check they can make it unaided',
    ),
  ],
  'Food hygiene': [
    t(
      'Выпишите из санитарных правил для общепита 15 требований к хранению и температурам',
      'Қоғамдық тамақтануға арналған санитариялық қағидалардан сақтау мен температураларға 15 талапты жазыңыз',
      'List 15 storage and temperature rules from the catering sanitary regulations',
    ),
    t(
      'Ведите журнал температур холодильников и маркировку продуктов неделю без пропусков',
      'Бір апта бойы тоңазытқыштардың температура журналын және өнімдерді таңбалауды өткізбей жүргізіңіз',
      'Keep a fridge temperature log and food labels for a week without gaps',
    ),
    t(
      'Составьте план HACCP для одного блюда с критическими контрольными точками',
      'Бір тағам үшін сыни бақылау нүктелері бар HACCP жоспарын жасаңыз',
      'Write a HACCP plan for one dish with its critical control points',
    ),
  ],
  'Property management systems': [
    t(
      'Пройдите бесплатную демоверсию PMS (например, Opera Cloud или Bnovo) и создайте 5 бронирований',
      'PMS-тің тегін демонұсқасынан (мысалы, Opera Cloud немесе Bnovo) өтіп, 5 брондау жасаңыз',
      'Try a free PMS demo (e.g. Opera Cloud or Bnovo) and create 5 bookings',
    ),
    t(
      'Заселите, переселите и выселите учебного гостя в системе с закрытием счёта',
      'Жүйеде оқу қонағын орналастырып, көшіріп, шотты жаба отырып шығарыңыз',
      'Check a practice guest in, move them and check them out with the bill closed',
    ),
    t(
      'Сформируйте в PMS ночной аудит и отчёт о загрузке на завтра',
      'PMS-те түнгі аудитті және ертеңгі толу есебін жасаңыз',
      'Run the night audit and tomorrow’s occupancy report in the PMS',
    ),
  ],
  'Courtesy under pressure': [
    t(
      'Отработайте по ролям 5 сложных гостей: опоздание брони, шум, грубость',
      'Рөлдер бойынша 5 қиын қонақпен жұмысты пысықтаңыз: бронь кешігуі, шу, дөрекілік',
      'Role-play 5 difficult guests: a lost booking, noise, rudeness',
    ),
    t(
      'Выучите 10 вежливых фраз отказа и извинения на казахском, русском и английском',
      'Қазақ, орыс және ағылшын тілдерінде бас тарту мен кешірім сұраудың 10 сыпайы тіркесін жаттаңыз',
      'Learn 10 polite phrases for refusing and apologising in Kazakh, Russian and English',
    ),
    t(
      'Поработайте 2 смены на стойке или кассе в час пик и запишите, что помогло сохранить спокойствие',
      'Қарбалас уақытта стойкада немесе кассада 2 ауысым жұмыс істеп, сабырды сақтауға не көмектескенін жазыңыз',
      'Work 2 peak-hour shifts at a desk or till and note what helped you stay calm',
    ),
  ],
  'Cash handling': [
    t(
      'Проведите 20 учебных расчётов с гостями: наличные, карта, Kaspi QR — без ошибки в сдаче',
      'Қонақтармен 20 оқу есеп айырысуын жүргізіңіз: қолма-қол, карта, Kaspi QR — қайтарымда қатесіз',
      'Take 20 practice payments, cash, card and Kaspi QR, without a single change error',
    ),
    t(
      'Закройте учебную кассовую смену: Z-отчёт и сверка наличных с системой',
      'Оқу кассалық ауысымын жабыңыз: Z-есеп және қолма-қол ақшаны жүйемен салыстыру',
      'Close a practice till shift: Z-report and a cash count against the system',
    ),
    t(
      'Выучите 5 признаков подлинности купюр тенге и проверьте 10 банкнот',
      'Теңге банкноттарының түпнұсқалығының 5 белгісін жаттап, 10 банкнотты тексеріңіз',
      'Learn 5 security features of tenge notes and check 10 banknotes',
    ),
  ],
};
