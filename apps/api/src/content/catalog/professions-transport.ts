import type { TProfession } from '../types.ts';
import { t } from './localized.ts';

/** Logistics, road and rail transport, customs. */
export const TRANSPORT_PROFESSIONS: TProfession[] = [
  {
    slug: 'logistician',
    name: t('Логист', 'Логист', 'Logistics specialist'),
    description: t(
      'Планирует, как грузы дойдут от склада до получателя быстрее и дешевле: выбирает маршруты и перевозчиков, в том числе по транзитным коридорам через Казахстан.',
      'Жүктердің қоймадан алушыға тезірек әрі арзанырақ жетуін жоспарлайды: маршруттар мен тасымалдаушыларды, соның ішінде Қазақстан арқылы өтетін транзиттік дәліздерді таңдайды.',
      'Plans how goods get from warehouse to customer faster and cheaper, choosing routes and carriers, including transit corridors across Kazakhstan.',
    ),
    riasec: 'CEI',
    typeAffinities: ['ESTJ', 'ISTJ', 'ENTJ'],
    skills: [
      t('Планирование перевозок', 'Тасымалдауды жоспарлау', 'Transport planning'),
      t('Управление складом и запасами', 'Қойма мен қорларды басқару', 'Warehouse and inventory management'),
      t('Incoterms и документы', 'Incoterms және құжаттар', 'Incoterms and shipping documents'),
      t('1С и WMS-системы', '1С және WMS жүйелері', '1C and WMS systems'),
      t('Переговоры с перевозчиками', 'Тасымалдаушылармен келіссөз', 'Negotiating with carriers'),
    ],
    majors: [
      t('Логистика', 'Логистика', 'Logistics'),
      t(
        'Организация перевозок, движения и эксплуатация транспорта',
        'Тасымалдауды, қозғалысты ұйымдастыру және көлікті пайдалану',
        'Transport operations management',
      ),
    ],
    field: 'TRANSPORT',
    demand: 'HIGH',
    salaryKzt: { from: 300_000, to: 900_000 },
  },
  {
    slug: 'customs-broker',
    name: t('Таможенный представитель (декларант)', 'Кеден өкілі (декларант)', 'Customs broker'),
    description: t(
      'Оформляет декларации на импорт и экспорт, рассчитывает пошлины и подбирает коды ТН ВЭД ЕАЭС, чтобы груз прошёл границу без задержек.',
      'Импорт пен экспортқа декларация ресімдейді, баждарды есептеп, ЕАЭО СЭҚ ТН кодтарын таңдайды, осылайша жүк шекарадан кідіріссіз өтеді.',
      'Files import and export declarations, calculates duties and assigns EAEU commodity codes so that cargo crosses the border without delay.',
    ),
    riasec: 'CE',
    typeAffinities: ['ISTJ', 'ESTJ', 'ISFJ'],
    skills: [
      t('Таможенное законодательство ЕАЭС', 'ЕАЭО кеден заңнамасы', 'EAEU customs law'),
      t('Классификация товаров', 'Тауарларды сыныптау', 'Tariff classification'),
      t('Электронное декларирование', 'Электрондық декларациялау', 'Electronic declarations'),
      t('Аккуратность в документах', 'Құжаттармен ұқыпты жұмыс', 'Accuracy with documents'),
    ],
    majors: [t('Таможенное дело', 'Кеден ісі', 'Customs affairs'), t('Логистика', 'Логистика', 'Logistics')],
    field: 'TRANSPORT',
    demand: 'MEDIUM',
    salaryKzt: { from: 250_000, to: 700_000 },
  },
  {
    slug: 'truck-driver',
    name: t('Водитель-дальнобойщик', 'Алыс қашықтыққа жүк тасушы жүргізуші', 'Long-haul truck driver'),
    description: t(
      'Перевозит грузы на фурах по Казахстану, в Россию, Китай и Центральную Азию, отвечает за сохранность груза и соблюдение режима труда и отдыха.',
      'Жүктерді фураларда Қазақстан бойынша, Ресейге, Қытайға және Орталық Азияға тасымалдайды, жүктің сақталуына және еңбек пен демалыс режимінің сақталуына жауап береді.',
      'Hauls freight by truck across Kazakhstan and to Russia, China and Central Asia, keeping the load safe and observing driving-time rules.',
    ),
    riasec: 'RC',
    typeAffinities: ['ISTP', 'ISTJ', 'ESTP'],
    skills: [
      t('Водительские права категории CE', 'СЕ санатындағы жүргізуші куәлігі', 'Category CE driving licence'),
      t('Тахограф и режим труда', 'Тахограф және еңбек режимі', 'Tachograph and driving hours'),
      t('Мелкий ремонт в пути', 'Жолда ұсақ жөндеу', 'Roadside repairs'),
      t(
        'Международные перевозочные документы (CMR, TIR)',
        'Халықаралық тасымал құжаттары (CMR, TIR)',
        'International transport documents (CMR, TIR)',
      ),
    ],
    majors: [
      t(
        'Организация перевозок и управление движением на автотранспорте (колледж)',
        'Автокөлікте тасымалдауды ұйымдастыру және қозғалысты басқару (колледж)',
        'Road transport operations (college)',
      ),
    ],
    field: 'TRANSPORT',
    demand: 'HIGH',
    salaryKzt: { from: 350_000, to: 900_000 },
  },
  {
    slug: 'railway-engineer',
    name: t('Инженер путей сообщения', 'Қатынас жолдары инженері', 'Railway engineer'),
    description: t(
      'Проектирует, строит и содержит железнодорожные пути, станции и искусственные сооружения крупнейшей в регионе сети КТЖ.',
      'Өңірдегі ең ірі ҚТЖ желісінің темір жолдарын, станцияларын және жасанды құрылыстарын жобалап, салады және күтіп ұстайды.',
      'Designs, builds and maintains the track, stations and structures of KTZ, the largest rail network in the region.',
    ),
    riasec: 'RIC',
    typeAffinities: ['ISTJ', 'ESTJ', 'INTJ'],
    skills: [
      t('Устройство и ремонт пути', 'Жолдың құрылымы және жөндеу', 'Track construction and repair'),
      t('Диагностика пути', 'Жолды диагностикалау', 'Track inspection'),
      t('Сигнализация и связь', 'Белгі беру және байланыс', 'Signalling and communications'),
      t('Безопасность движения', 'Қозғалыс қауіпсіздігі', 'Traffic safety'),
    ],
    majors: [
      t('Транспортное строительство', 'Көлік құрылысы', 'Transport construction'),
      t(
        'Организация перевозок, движения и эксплуатация транспорта',
        'Тасымалдауды, қозғалысты ұйымдастыру және көлікті пайдалану',
        'Transport operations management',
      ),
    ],
    field: 'TRANSPORT',
    demand: 'MEDIUM',
    salaryKzt: { from: 300_000, to: 700_000 },
  },
  {
    slug: 'train-driver',
    name: t('Машинист локомотива', 'Локомотив машинисі', 'Train driver'),
    description: t(
      'Ведёт грузовые и пассажирские поезда, следит за сигналами и состоянием локомотива и отвечает за безопасность сотен пассажиров и тонн груза.',
      'Жүк және жолаушылар пойыздарын жүргізеді, белгілер мен локомотивтің күйін қадағалап, жүздеген жолаушы мен тонналаған жүктің қауіпсіздігіне жауап береді.',
      'Drives freight and passenger trains, watches signals and the locomotive’s condition, and is responsible for hundreds of passengers and tonnes of cargo.',
    ),
    riasec: 'RC',
    typeAffinities: ['ISTJ', 'ISTP', 'ESTJ'],
    skills: [
      t('Устройство локомотива', 'Локомотивтің құрылымы', 'Locomotive systems'),
      t(
        'Правила технической эксплуатации железных дорог',
        'Темір жолдарды техникалық пайдалану ережелері',
        'Railway operating rules',
      ),
      t('Концентрация и выдержка', 'Зейін мен ұстамдылық', 'Concentration and composure'),
      t('Действия при нештатных ситуациях', 'Төтенше жағдайлардағы әрекеттер', 'Emergency procedures'),
    ],
    majors: [
      t(
        'Эксплуатация, ремонт и техническое обслуживание подвижного состава (колледж)',
        'Жылжымалы құрамды пайдалану, жөндеу және техникалық қызмет көрсету (колледж)',
        'Rolling stock operation and maintenance (college)',
      ),
    ],
    field: 'TRANSPORT',
    demand: 'MEDIUM',
    salaryKzt: { from: 400_000, to: 800_000 },
  },
];
