import type { TProfession } from '../types.ts';
import { t } from './localized.ts';

/** Tourism, hotels and restaurants. */
export const TOURISM_PROFESSIONS: TProfession[] = [
  {
    slug: 'tourism-manager',
    name: t('Менеджер по туризму', 'Туризм менеджері', 'Travel and tourism manager'),
    description: t(
      'Составляет туры по Казахстану и за рубеж — от Чарынского каньона до Бурабая, — договаривается с гостиницами и перевозчиками и продаёт поездки.',
      'Шарын шатқалынан Бурабайға дейін Қазақстан бойынша және шетелге турлар құрастырады, қонақүйлер мен тасымалдаушылармен келісіп, сапарларды сатады.',
      'Puts together tours across Kazakhstan and abroad, from Charyn Canyon to Burabay, books hotels and carriers and sells the trips.',
    ),
    riasec: 'ECS',
    typeAffinities: ['ENFP', 'ESFJ', 'ENTJ'],
    skills: [
      t('Разработка турпродукта', 'Туристік өнім әзірлеу', 'Tour product design'),
      t('Системы бронирования', 'Брондау жүйелері', 'Booking systems'),
      t('Продажи и сервис', 'Сату және қызмет көрсету', 'Sales and service'),
      t('Иностранные языки', 'Шетел тілдері', 'Foreign languages'),
    ],
    majors: [
      t('Туризм', 'Туризм', 'Tourism'),
      t(
        'Ресторанное дело и гостиничный бизнес',
        'Мейрамхана ісі және қонақүй бизнесі',
        'Restaurant and hotel business',
      ),
    ],
    field: 'TOURISM_HOSPITALITY',
    demand: 'MEDIUM',
    salaryKzt: { from: 200_000, to: 500_000 },
  },
  {
    slug: 'tour-guide',
    name: t('Гид-экскурсовод', 'Гид-экскурсовод', 'Tour guide'),
    description: t(
      'Водит экскурсии по городам, музеям и природным маршрутам, рассказывает об истории и культуре Казахстана и заботится о группе в пути.',
      'Қалалар, мұражайлар мен табиғи маршруттар бойынша экскурсия жүргізіп, Қазақстанның тарихы мен мәдениеті туралы әңгімелейді және жолда топқа қамқорлық жасайды.',
      'Leads tours of cities, museums and nature trails, tells visitors about Kazakhstan’s history and culture and looks after the group on the way.',
    ),
    riasec: 'SEA',
    typeAffinities: ['ENFP', 'ESFP', 'ENFJ'],
    skills: [
      t('Знание истории и краеведения', 'Тарих пен өлкетануды білу', 'History and local knowledge'),
      t('Ораторское мастерство', 'Шешендік өнер', 'Storytelling and public speaking'),
      t('Иностранные языки', 'Шетел тілдері', 'Foreign languages'),
      t('Безопасность на маршруте', 'Маршруттағы қауіпсіздік', 'Safety on the route'),
    ],
    majors: [t('Туризм', 'Туризм', 'Tourism'), t('История', 'Тарих', 'History')],
    field: 'TOURISM_HOSPITALITY',
    demand: 'MEDIUM',
    salaryKzt: { from: 150_000, to: 500_000 },
  },
  {
    slug: 'hotel-manager',
    name: t('Управляющий гостиницей', 'Қонақүй менеджері', 'Hotel manager'),
    description: t(
      'Руководит работой отеля: персоналом, бронированием, качеством сервиса, бюджетом и отзывами гостей.',
      'Қонақүйдің жұмысын басқарады: персоналды, брондауды, қызмет сапасын, бюджетті және қонақтардың пікірлерін.',
      'Runs a hotel’s operations: staff, bookings, service quality, budget and guest reviews.',
    ),
    riasec: 'ECS',
    typeAffinities: ['ESTJ', 'ENFJ', 'ESFJ'],
    skills: [
      t('Гостиничный менеджмент', 'Қонақүй менеджменті', 'Hotel management'),
      t('Управление доходами', 'Кірісті басқару', 'Revenue management'),
      t('Лидерство', 'Көшбасшылық', 'Leadership'),
      t('Стандарты сервиса', 'Қызмет көрсету стандарттары', 'Service standards'),
    ],
    majors: [
      t(
        'Ресторанное дело и гостиничный бизнес',
        'Мейрамхана ісі және қонақүй бизнесі',
        'Restaurant and hotel business',
      ),
      t('Туризм', 'Туризм', 'Tourism'),
    ],
    field: 'TOURISM_HOSPITALITY',
    demand: 'MEDIUM',
    salaryKzt: { from: 300_000, to: 900_000 },
  },
  {
    slug: 'chef',
    name: t('Шеф-повар', 'Бас аспаз', 'Chef'),
    description: t(
      'Придумывает меню, готовит и руководит кухней ресторана, следит за качеством продуктов, себестоимостью блюд и санитарией.',
      'Мәзір ойлап тауып, тағам әзірлейді және мейрамхана асүйін басқарады, өнімдердің сапасын, тағамдардың өзіндік құнын және санитарияны қадағалайды.',
      'Creates the menu, cooks and runs a restaurant kitchen, watching ingredient quality, food cost and hygiene.',
    ),
    riasec: 'ERA',
    typeAffinities: ['ESTP', 'ISFP', 'ESTJ'],
    skills: [
      t('Кулинарные техники', 'Аспаздық әдістер', 'Culinary techniques'),
      t('Калькуляция блюд', 'Тағамдардың калькуляциясы', 'Food costing'),
      t('Руководство кухней', 'Асүйді басқару', 'Kitchen leadership'),
      t('Санитарные нормы', 'Санитарлық нормалар', 'Food hygiene'),
    ],
    majors: [
      t('Организация питания (колледж)', 'Тамақтандыруды ұйымдастыру (колледж)', 'Catering (college)'),
      t(
        'Ресторанное дело и гостиничный бизнес',
        'Мейрамхана ісі және қонақүй бизнесі',
        'Restaurant and hotel business',
      ),
    ],
    field: 'TOURISM_HOSPITALITY',
    demand: 'HIGH',
    salaryKzt: { from: 250_000, to: 900_000 },
  },
  {
    slug: 'hotel-receptionist',
    name: t('Администратор гостиницы', 'Қонақүй әкімшісі', 'Hotel receptionist'),
    description: t(
      'Встречает и регистрирует гостей, ведёт бронирования и расчёты, решает вопросы постояльцев в любое время суток.',
      'Қонақтарды қарсы алып, тіркейді, брондаулар мен есеп айырысуларды жүргізеді, тұрғындардың мәселелерін тәуліктің кез келген уақытында шешеді.',
      'Welcomes and checks in guests, handles bookings and payments and sorts out guests’ requests at any hour.',
    ),
    riasec: 'CES',
    typeAffinities: ['ESFJ', 'ISFJ', 'ESTJ'],
    skills: [
      t('Системы управления отелем (PMS)', 'Қонақүйді басқару жүйелері (PMS)', 'Property management systems'),
      t('Иностранные языки', 'Шетел тілдері', 'Foreign languages'),
      t('Вежливость и стрессоустойчивость', 'Сыпайылық және стреске төзімділік', 'Courtesy under pressure'),
      t('Кассовая дисциплина', 'Кассалық тәртіп', 'Cash handling'),
    ],
    majors: [
      t('Гостиничный бизнес (колледж)', 'Қонақүй бизнесі (колледж)', 'Hotel services (college)'),
      t('Туризм', 'Туризм', 'Tourism'),
    ],
    field: 'TOURISM_HOSPITALITY',
    demand: 'MEDIUM',
    salaryKzt: { from: 150_000, to: 300_000 },
  },
];
