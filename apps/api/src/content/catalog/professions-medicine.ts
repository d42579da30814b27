import type { TProfession } from '../types.ts';
import { t } from './localized.ts';

/** Physicians and dentists. */
export const MEDICINE_PROFESSIONS: TProfession[] = [
  {
    slug: 'general-practitioner',
    name: t('Врач общей практики', 'Жалпы практика дәрігері', 'General practitioner'),
    description: t(
      'Первым встречает пациента в поликлинике: ставит диагноз, лечит распространённые болезни, ведёт профилактику и направляет к узким специалистам.',
      'Емханада науқасты бірінші болып қабылдайды: диагноз қойып, кең таралған ауруларды емдейді, алдын алу жұмысын жүргізеді және тар бейінді мамандарға жібереді.',
      'Is the first doctor a patient sees at the polyclinic: diagnoses and treats common illnesses, does prevention and refers to specialists.',
    ),
    riasec: 'ISR',
    typeAffinities: ['ISFJ', 'INFJ', 'ESFJ', 'ISTJ'],
    skills: [
      t('Клиническое мышление', 'Клиникалық ойлау', 'Clinical reasoning'),
      t('Доказательная медицина', 'Дәлелді медицина', 'Evidence-based medicine'),
      t('Общение с пациентами', 'Науқастармен қарым-қатынас', 'Patient communication'),
      t('Профилактика и скрининги', 'Алдын алу және скринингтер', 'Prevention and screening'),
    ],
    majors: [
      t('Общая медицина', 'Жалпы медицина', 'General medicine'),
      t('Семейная медицина (резидентура)', 'Отбасылық медицина (резидентура)', 'Family medicine (residency)'),
    ],
    field: 'MEDICINE',
    demand: 'HIGH',
    salaryKzt: { from: 300_000, to: 800_000 },
  },
  {
    slug: 'surgeon',
    name: t('Хирург', 'Хирург', 'Surgeon'),
    description: t(
      'Проводит плановые и экстренные операции, ведёт пациентов до и после вмешательства; путь в профессию — шесть лет вуза и резидентура.',
      'Жоспарлы және шұғыл операциялар жасайды, науқастарды операцияға дейін және одан кейін бақылайды; мамандыққа жол — алты жыл жоғары оқу орны және резидентура.',
      'Performs planned and emergency operations and follows patients before and after; the path is six years of university plus residency.',
    ),
    riasec: 'IRS',
    typeAffinities: ['ISTJ', 'ESTJ', 'ISTP', 'INTJ'],
    skills: [
      t('Анатомия и оперативная техника', 'Анатомия және операция техникасы', 'Anatomy and operative technique'),
      t('Принятие решений в экстренных ситуациях', 'Шұғыл жағдайларда шешім қабылдау', 'Emergency decision-making'),
      t('Мелкая моторика', 'Қолдың ұсақ моторикасы', 'Fine motor skills'),
      t('Физическая выносливость', 'Физикалық төзімділік', 'Physical stamina'),
    ],
    majors: [
      t('Общая медицина', 'Жалпы медицина', 'General medicine'),
      t('Хирургия (резидентура)', 'Хирургия (резидентура)', 'Surgery (residency)'),
    ],
    field: 'MEDICINE',
    demand: 'HIGH',
    salaryKzt: { from: 400_000, to: 1_500_000 },
  },
  {
    slug: 'pediatrician',
    name: t('Врач-педиатр', 'Педиатр дәрігер', 'Pediatrician'),
    description: t(
      'Наблюдает за здоровьем детей от рождения до 18 лет: проверяет развитие, делает прививки по календарю, лечит детские болезни.',
      'Балалардың туғаннан 18 жасқа дейінгі денсаулығын бақылайды: дамуын тексеріп, күнтізбе бойынша екпе салады, балалар ауруларын емдейді.',
      'Looks after children’s health from birth to 18: checks development, gives scheduled vaccinations and treats childhood illnesses.',
    ),
    riasec: 'IS',
    typeAffinities: ['ISFJ', 'ENFJ', 'ESFJ'],
    skills: [
      t('Детская физиология', 'Бала физиологиясы', 'Child physiology'),
      t('Иммунопрофилактика', 'Иммундық профилактика', 'Immunisation'),
      t(
        'Общение с детьми и родителями',
        'Балалармен және ата-аналармен қарым-қатынас',
        'Talking with children and parents',
      ),
      t('Терпение и эмпатия', 'Шыдамдылық және эмпатия', 'Patience and empathy'),
    ],
    majors: [t('Педиатрия', 'Педиатрия', 'Pediatrics'), t('Общая медицина', 'Жалпы медицина', 'General medicine')],
    field: 'MEDICINE',
    demand: 'HIGH',
    salaryKzt: { from: 300_000, to: 800_000 },
  },
  {
    slug: 'dentist',
    name: t('Врач-стоматолог', 'Стоматолог дәрігер', 'Dentist'),
    description: t(
      'Лечит и удаляет зубы, ставит пломбы, коронки и импланты; многие стоматологи работают в частных клиниках или открывают свои.',
      'Тістерді емдейді және жұлады, пломба, коронка және имплант қояды; көптеген стоматологтар жеке клиникада жұмыс істейді немесе өз клиникасын ашады.',
      'Treats and extracts teeth and fits fillings, crowns and implants; many dentists work in private clinics or open their own.',
    ),
    riasec: 'IRS',
    typeAffinities: ['ISTJ', 'ISTP', 'ISFJ'],
    skills: [
      t('Терапевтическая стоматология', 'Терапиялық стоматология', 'Restorative dentistry'),
      t('Точная ручная работа', 'Дәл қол жұмысы', 'Precise manual work'),
      t('Рентгенодиагностика', 'Рентгендік диагностика', 'Dental radiography'),
      t('Работа с пациентами, которые боятся', 'Қорқатын науқастармен жұмыс', 'Calming anxious patients'),
    ],
    majors: [t('Стоматология', 'Стоматология', 'Dentistry')],
    field: 'MEDICINE',
    demand: 'MEDIUM',
    salaryKzt: { from: 300_000, to: 1_500_000 },
  },
  {
    slug: 'epidemiologist',
    name: t('Эпидемиолог', 'Эпидемиолог', 'Epidemiologist'),
    description: t(
      'Выясняет, как распространяются болезни среди населения, расследует вспышки инфекций и предлагает меры профилактики и вакцинации.',
      'Аурулардың халық арасында қалай таралатынын анықтайды, инфекциялардың өршуін тергеп, алдын алу және вакцинация шараларын ұсынады.',
      'Works out how diseases spread in the population, investigates outbreaks and proposes prevention and vaccination measures.',
    ),
    riasec: 'IS',
    typeAffinities: ['INTJ', 'ISTJ', 'INFJ'],
    skills: [
      t('Биостатистика', 'Биостатистика', 'Biostatistics'),
      t('Расследование вспышек', 'Өршулерді тергеу', 'Outbreak investigation'),
      t('Санитарное законодательство', 'Санитарлық заңнама', 'Sanitary regulations'),
      t('Коммуникация рисков', 'Тәуекелдер туралы хабарлау', 'Risk communication'),
    ],
    majors: [
      t('Общественное здравоохранение', 'Қоғамдық денсаулық сақтау', 'Public health'),
      t('Медико-профилактическое дело', 'Медициналық-профилактикалық іс', 'Preventive medicine'),
    ],
    field: 'MEDICINE',
    demand: 'MEDIUM',
    salaryKzt: { from: 250_000, to: 600_000 },
  },
  {
    slug: 'sports-physician',
    name: t('Врач спортивной медицины', 'Спорт медицинасының дәрігері', 'Sports medicine physician'),
    description: t(
      'Допускает спортсменов к тренировкам и соревнованиям, лечит спортивные травмы и помогает безопасно наращивать нагрузку.',
      'Спортшыларды жаттығулар мен жарыстарға жібереді, спорттық жарақаттарды емдеп, жүктемені қауіпсіз арттыруға көмектеседі.',
      'Clears athletes for training and competition, treats sports injuries and helps them increase load safely.',
    ),
    riasec: 'ISR',
    typeAffinities: ['ESTJ', 'ISTJ', 'ESFJ'],
    skills: [
      t('Функциональная диагностика', 'Функционалдық диагностика', 'Functional testing'),
      t('Травматология', 'Травматология', 'Injury management'),
      t('Физиология спорта', 'Спорт физиологиясы', 'Exercise physiology'),
      t('Антидопинговые правила', 'Антидопингтік ережелер', 'Anti-doping rules'),
    ],
    majors: [
      t('Общая медицина', 'Жалпы медицина', 'General medicine'),
      t('Спортивная медицина (резидентура)', 'Спорт медицинасы (резидентура)', 'Sports medicine (residency)'),
    ],
    field: 'SPORT',
    demand: 'MEDIUM',
    salaryKzt: { from: 300_000, to: 700_000 },
  },
];
