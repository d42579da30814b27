import type { TProfession } from '../types.ts';
import { t } from './localized.ts';

/** Nursing, pharmacy, emergency care, diagnostics and rehabilitation. */
export const HEALTH_CARE_PROFESSIONS: TProfession[] = [
  {
    slug: 'nurse',
    name: t('Медицинская сестра (медбрат)', 'Мейіргер', 'Nurse'),
    description: t(
      'Ухаживает за пациентами, выполняет назначения врача, ставит капельницы и уколы; медсёстры с прикладным бакалавриатом ведут самостоятельный приём.',
      'Науқастарды күтеді, дәрігер тағайындауларын орындайды, тамшылатқыш пен екпе салады; қолданбалы бакалавр дәрежесі бар мейіргерлер дербес қабылдау жүргізеді.',
      'Cares for patients, carries out doctors’ orders and gives drips and injections; nurses with an applied bachelor’s degree run their own appointments.',
    ),
    riasec: 'SIC',
    typeAffinities: ['ISFJ', 'ESFJ', 'INFJ'],
    skills: [
      t('Сестринский уход', 'Мейіргерлік күтім', 'Nursing care'),
      t('Медицинские манипуляции', 'Медициналық манипуляциялар', 'Clinical procedures'),
      t('Первая помощь', 'Алғашқы көмек', 'First aid'),
      t('Сострадание и выдержка', 'Жанашырлық және ұстамдылық', 'Compassion and composure'),
    ],
    majors: [
      t('Сестринское дело', 'Мейіргер ісі', 'Nursing'),
      t('Сестринское дело (колледж)', 'Мейіргер ісі (колледж)', 'Nursing (college)'),
    ],
    field: 'MEDICINE',
    demand: 'HIGH',
    salaryKzt: { from: 180_000, to: 400_000 },
  },
  {
    slug: 'pharmacist',
    name: t('Провизор (фармацевт)', 'Провизор (фармацевт)', 'Pharmacist'),
    description: t(
      'Отпускает лекарства и консультирует по их приёму, контролирует качество препаратов в аптеке или на фармацевтическом заводе.',
      'Дәрі-дәрмек босатып, оларды қабылдау туралы кеңес береді, дәріхана немесе фармацевтикалық зауытта препараттардың сапасын бақылайды.',
      'Dispenses medicines and advises on their use, and controls drug quality in a pharmacy or a pharmaceutical plant.',
    ),
    riasec: 'ICS',
    typeAffinities: ['ISTJ', 'ISFJ', 'ESTJ'],
    skills: [
      t('Фармакология', 'Фармакология', 'Pharmacology'),
      t('Фармацевтическая химия', 'Фармацевтикалық химия', 'Pharmaceutical chemistry'),
      t('Консультирование покупателей', 'Сатып алушыларға кеңес беру', 'Patient counselling'),
      t('Учёт и хранение лекарств', 'Дәрілерді есепке алу және сақтау', 'Drug storage and records'),
    ],
    majors: [
      t('Фармация', 'Фармация', 'Pharmacy'),
      t(
        'Технология фармацевтического производства',
        'Фармацевтикалық өндіріс технологиясы',
        'Pharmaceutical manufacturing',
      ),
    ],
    field: 'MEDICINE',
    demand: 'MEDIUM',
    salaryKzt: { from: 200_000, to: 500_000 },
  },
  {
    slug: 'paramedic',
    name: t('Фельдшер скорой помощи', 'Жедел жәрдем фельдшері', 'Paramedic'),
    description: t(
      'Выезжает на вызовы скорой помощи, оказывает неотложную помощь на месте — при травмах, инфарктах, ДТП — и доставляет пациента в больницу.',
      'Жедел жәрдем шақыртуларына барып, жарақат, инфаркт, жол-көлік оқиғасы кезінде орнында шұғыл көмек көрсетеді және науқасты ауруханаға жеткізеді.',
      'Answers ambulance calls, gives emergency care on the spot for injuries, heart attacks and road accidents and takes the patient to hospital.',
    ),
    riasec: 'SRI',
    typeAffinities: ['ESTP', 'ISTP', 'ESFJ'],
    skills: [
      t('Неотложная помощь и реанимация', 'Шұғыл көмек және жандандыру', 'Emergency care and resuscitation'),
      t('Быстрое принятие решений', 'Жылдам шешім қабылдау', 'Rapid decision-making'),
      t('Стрессоустойчивость', 'Стреске төзімділік', 'Stress resilience'),
      t('Работа в команде', 'Командада жұмыс істеу', 'Teamwork'),
    ],
    majors: [
      t('Лечебное дело (колледж)', 'Емдеу ісі (колледж)', 'Medical care (college)'),
      t('Общая медицина', 'Жалпы медицина', 'General medicine'),
    ],
    field: 'MEDICINE',
    demand: 'HIGH',
    salaryKzt: { from: 250_000, to: 500_000 },
  },
  {
    slug: 'laboratory-diagnostician',
    name: t('Специалист лабораторной диагностики', 'Зертханалық диагностика маманы', 'Medical laboratory scientist'),
    description: t(
      'Исследует кровь, мочу и другие биоматериалы на анализаторах, проверяет точность результатов, по которым врачи ставят диагноз.',
      'Қан, несеп және басқа биоматериалдарды анализаторларда зерттеп, дәрігерлер диагноз қоятын нәтижелердің дәлдігін тексереді.',
      'Tests blood, urine and other samples on analysers and checks the accuracy of the results doctors diagnose from.',
    ),
    riasec: 'IRC',
    typeAffinities: ['ISTJ', 'INTJ', 'ISFJ'],
    skills: [
      t('Клиническая биохимия', 'Клиникалық биохимия', 'Clinical biochemistry'),
      t('Работа с лабораторными анализаторами', 'Зертханалық анализаторлармен жұмыс', 'Laboratory analysers'),
      t('Контроль качества исследований', 'Зерттеулер сапасын бақылау', 'Quality control'),
      t('Биобезопасность', 'Биоқауіпсіздік', 'Biosafety'),
    ],
    majors: [
      t('Лабораторная диагностика (колледж)', 'Зертханалық диагностика (колледж)', 'Laboratory diagnostics (college)'),
      t('Медико-профилактическое дело', 'Медициналық-профилактикалық іс', 'Preventive medicine'),
    ],
    field: 'MEDICINE',
    demand: 'MEDIUM',
    salaryKzt: { from: 200_000, to: 500_000 },
  },
  {
    slug: 'physiotherapist',
    name: t('Физический терапевт (реабилитолог)', 'Физикалық терапевт (оңалту маманы)', 'Physiotherapist'),
    description: t(
      'Помогает людям восстановиться после травм, инсультов и операций с помощью упражнений, массажа и обучения правильным движениям.',
      'Жаттығулар, массаж және дұрыс қозғалысқа үйрету арқылы адамдарға жарақаттан, инсульттан және операциядан кейін қалпына келуге көмектеседі.',
      'Helps people recover after injuries, strokes and surgery through exercise, massage and teaching correct movement.',
    ),
    riasec: 'SIR',
    typeAffinities: ['ESFJ', 'ISFJ', 'ENFJ'],
    skills: [
      t('Лечебная физкультура', 'Емдік дене шынықтыру', 'Therapeutic exercise'),
      t('Анатомия и биомеханика', 'Анатомия және биомеханика', 'Anatomy and biomechanics'),
      t('Мотивация пациента', 'Науқасты ынталандыру', 'Motivating patients'),
      t('Оценка функций', 'Функцияларды бағалау', 'Functional assessment'),
    ],
    majors: [
      t('Физическая терапия', 'Физикалық терапия', 'Physical therapy'),
      t('Физическая культура и спорт', 'Дене шынықтыру және спорт', 'Physical education and sport'),
    ],
    field: 'MEDICINE',
    demand: 'MEDIUM',
    salaryKzt: { from: 200_000, to: 600_000 },
  },
  {
    slug: 'radiologist',
    name: t('Врач-рентгенолог (лучевой диагност)', 'Рентгенолог дәрігер (сәулелік диагност)', 'Radiologist'),
    description: t(
      'Читает рентгеновские снимки, КТ и МРТ, описывает находки и помогает лечащим врачам поставить точный диагноз; всё чаще работает с ИИ-ассистентами.',
      'Рентген суреттерін, КТ мен МРТ-ны оқып, анықталған өзгерістерді сипаттайды және емдеуші дәрігерлерге нақты диагноз қоюға көмектеседі; жасанды интеллект көмекшілерімен жиі жұмыс істейді.',
      'Reads X-rays, CT and MRI scans, reports findings and helps treating doctors reach an exact diagnosis, increasingly with AI assistants.',
    ),
    riasec: 'IR',
    typeAffinities: ['INTJ', 'ISTJ', 'INTP'],
    skills: [
      t('Лучевая анатомия', 'Сәулелік анатомия', 'Radiological anatomy'),
      t('Интерпретация КТ и МРТ', 'КТ мен МРТ-ны түсіндіру', 'CT and MRI interpretation'),
      t('Радиационная безопасность', 'Радиациялық қауіпсіздік', 'Radiation safety'),
      t('Внимание к деталям', 'Ұсақ-түйекке мұқияттылық', 'Attention to detail'),
    ],
    majors: [
      t('Общая медицина', 'Жалпы медицина', 'General medicine'),
      t('Лучевая диагностика (резидентура)', 'Сәулелік диагностика (резидентура)', 'Diagnostic radiology (residency)'),
    ],
    field: 'MEDICINE',
    demand: 'HIGH',
    salaryKzt: { from: 350_000, to: 1_000_000 },
  },
];
