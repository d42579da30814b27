import type { TProfession } from '../types.ts';
import { t } from './localized.ts';

/** Civil aviation. */
export const AVIATION_PROFESSIONS: TProfession[] = [
  {
    slug: 'airline-pilot',
    name: t('Пилот гражданской авиации', 'Азаматтық авиация ұшқышы', 'Airline pilot'),
    description: t(
      'Управляет пассажирским или грузовым самолётом, готовит план полёта, работает в паре с другим пилотом и отвечает за безопасность рейса.',
      'Жолаушылар немесе жүк ұшағын басқарады, ұшу жоспарын дайындап, екінші ұшқышпен бірге жұмыс істейді және рейстің қауіпсіздігіне жауап береді.',
      'Flies a passenger or cargo aircraft, prepares the flight plan, works with a co-pilot and answers for the safety of the flight.',
    ),
    riasec: 'RCI',
    typeAffinities: ['ISTJ', 'ESTJ', 'ISTP'],
    skills: [
      t('Пилотирование и навигация', 'Ұшқыштық және навигация', 'Piloting and navigation'),
      t('Авиационный английский (ICAO)', 'Авиациялық ағылшын тілі (ICAO)', 'Aviation English (ICAO)'),
      t('Принятие решений под давлением', 'Қысым жағдайында шешім қабылдау', 'Decision-making under pressure'),
      t('Работа в экипаже (CRM)', 'Экипажда жұмыс (CRM)', 'Crew resource management'),
    ],
    majors: [
      t(
        'Лётная эксплуатация летательных аппаратов и двигателей',
        'Ұшу аппараттары мен қозғалтқыштарын ұшуда пайдалану',
        'Flight operations',
      ),
    ],
    field: 'AVIATION',
    demand: 'MEDIUM',
    salaryKzt: { from: 1_200_000, to: 4_000_000 },
  },
  {
    slug: 'aircraft-technician',
    name: t('Авиатехник', 'Авиатехник', 'Aircraft maintenance technician'),
    description: t(
      'Проводит техническое обслуживание самолётов между рейсами и в ангаре: проверяет двигатели, шасси и системы по регламенту производителя.',
      'Рейстер арасында және ангарда ұшақтарға техникалық қызмет көрсетеді: өндіруші регламенті бойынша қозғалтқыштарды, шассиді және жүйелерді тексереді.',
      'Maintains aircraft between flights and in the hangar, inspecting engines, landing gear and systems to the manufacturer’s schedule.',
    ),
    riasec: 'RIC',
    typeAffinities: ['ISTP', 'ISTJ', 'INTJ'],
    skills: [
      t('Конструкция самолёта и двигателя', 'Ұшақ пен қозғалтқыштың құрылымы', 'Airframe and powerplant'),
      t(
        'Техническая документация на английском',
        'Ағылшын тіліндегі техникалық құжаттама',
        'Technical manuals in English',
      ),
      t('Неразрушающий контроль', 'Бұзбайтын бақылау', 'Non-destructive testing'),
      t('Строгое следование процедурам', 'Рәсімдерді қатаң сақтау', 'Strict procedure compliance'),
    ],
    majors: [
      t(
        'Техническая эксплуатация летательных аппаратов и двигателей',
        'Ұшу аппараттары мен қозғалтқыштарын техникалық пайдалану',
        'Aircraft maintenance engineering',
      ),
      t('Авиационная техника и технологии', 'Авиациялық техника және технологиялар', 'Aviation engineering'),
    ],
    field: 'AVIATION',
    demand: 'MEDIUM',
    salaryKzt: { from: 400_000, to: 1_200_000 },
  },
  {
    slug: 'air-traffic-controller',
    name: t('Авиадиспетчер', 'Әуе қозғалысы диспетчері', 'Air traffic controller'),
    description: t(
      'Управляет движением самолётов в воздушном пространстве и на аэродроме, разводит их по высотам и курсам и даёт разрешения на взлёт и посадку.',
      'Әуе кеңістігінде және әуеайлақта ұшақтардың қозғалысын басқарады, оларды биіктік пен бағыт бойынша ажыратып, ұшуға және қонуға рұқсат береді.',
      'Directs aircraft in the air and on the airfield, separating them by altitude and heading and clearing them for take-off and landing.',
    ),
    riasec: 'CER',
    typeAffinities: ['ISTJ', 'ESTJ', 'INTJ'],
    skills: [
      t('Радиообмен на английском', 'Ағылшын тілінде радиоалмасу', 'Radio communication in English'),
      t('Пространственное мышление', 'Кеңістіктік ойлау', 'Spatial reasoning'),
      t('Стрессоустойчивость', 'Стреске төзімділік', 'Stress resilience'),
      t('Многозадачность', 'Бір мезгілде бірнеше міндетті орындау', 'Multitasking'),
    ],
    majors: [t('Организация воздушного движения', 'Әуе қозғалысын ұйымдастыру', 'Air traffic management')],
    field: 'AVIATION',
    demand: 'MEDIUM',
    salaryKzt: { from: 500_000, to: 1_200_000 },
  },
  {
    slug: 'flight-attendant',
    name: t('Бортпроводник', 'Бортсерік', 'Flight attendant'),
    description: t(
      'Обеспечивает безопасность и комфорт пассажиров на борту, проводит инструктаж, обслуживает в полёте и действует при аварийных ситуациях.',
      'Бортта жолаушылардың қауіпсіздігі мен жайлылығын қамтамасыз етеді, нұсқау береді, ұшу кезінде қызмет көрсетеді және апаттық жағдайларда әрекет етеді.',
      'Keeps passengers safe and comfortable on board, gives the safety briefing, serves during the flight and acts in emergencies.',
    ),
    riasec: 'SEC',
    typeAffinities: ['ESFJ', 'ENFJ', 'ESFP'],
    skills: [
      t('Аварийно-спасательная подготовка', 'Апаттық-құтқару дайындығы', 'Emergency and safety training'),
      t('Английский язык', 'Ағылшын тілі', 'English'),
      t('Сервис и общение', 'Қызмет көрсету және қарым-қатынас', 'Service and communication'),
      t('Первая помощь', 'Алғашқы көмек', 'First aid'),
    ],
    majors: [
      t('Туризм', 'Туризм', 'Tourism'),
      t('Иностранный язык: два иностранных языка', 'Шетел тілі: екі шетел тілі', 'Two foreign languages'),
    ],
    field: 'AVIATION',
    demand: 'MEDIUM',
    salaryKzt: { from: 300_000, to: 700_000 },
  },
];
