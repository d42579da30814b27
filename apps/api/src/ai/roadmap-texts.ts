import type { TLocalized } from '@bagdar/contracts';

/** The built-in roadmap's texts in ru/kk/en; every number a text cites is passed in. */

const t = (ru: string, kk: string, en: string): TLocalized => ({ ru, kk, en });
/** Fills `{name}` placeholders per language from localized or plain values. */
function fill(template: TLocalized, values: Record<string, TLocalized | string | number>): TLocalized {
  const one = (lng: keyof TLocalized) =>
    template[lng].replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = values[key];
      if (value === undefined) return `{${key}}`;
      return typeof value === 'object' ? value[lng] : String(value);
    });
  return { ru: one('ru'), kk: one('kk'), en: one('en') };
}

export interface TPhaseText {
  title: TLocalized;
  description: TLocalized;
  achievement: TLocalized;
  subtasks: TLocalized[];
}

type V = Record<string, TLocalized | string | number>;
const phase = (text: TPhaseText, values: V): TPhaseText => ({
  title: fill(text.title, values),
  description: fill(text.description, values),
  achievement: fill(text.achievement, values),
  subtasks: text.subtasks.map((s) => fill(s, values)),
});

export const exploreProfession = (values: V) =>
  phase(
    {
      title: t('Знакомство с профессией', 'Мамандықпен танысу', 'Getting to know the profession'),
      description: t(
        'Выясните, чем на самом деле занимается {name}, и сверьте это со своими интересами.',
        '{name} шын мәнінде немен айналысатынын анықтап, оны өз қызығушылықтарыңызбен салыстырыңыз.',
        'Find out what a {name} really does and compare it with your interests.',
      ),
      achievement: t('Исследователь', 'Зерттеуші', 'Explorer'),
      subtasks: [
        t(
          'Прочитайте описание профессии «{name}» и выпишите три задачи, которые вам интересны',
          '«{name}» мамандығының сипаттамасын оқып, өзіңізге қызық үш міндетті жазып алыңыз',
          'Read the description of "{name}" and write down three tasks you find interesting',
        ),
        t(
          'Поговорите с человеком, который работает по этой профессии',
          'Осы мамандық бойынша жұмыс істейтін адаммен сөйлесіңіз',
          'Talk to someone who works in this profession',
        ),
        t(
          'Сравните профессию с вашим кодом Холланда {holland}',
          'Мамандықты өзіңіздің Холланд кодыңызбен ({holland}) салыстырыңыз',
          'Compare the profession with your Holland code {holland}',
        ),
      ],
    },
    values,
  );

export const pupilEducation = (values: V) =>
  phase(
    {
      title: t('Школа и выбор специальности', 'Мектеп және мамандық таңдау', 'School and choosing a major'),
      description: t(
        'Профессия начинается с подходящей специальности: {majors}. Подтяните профильные предметы и подготовьтесь к ЕНТ.',
        'Мамандық дұрыс таңдалған білім бағдарламасынан басталады: {majors}. Бейіндік пәндерді күшейтіп, ҰБТ-ға дайындалыңыз.',
        'The profession starts with the right major: {majors}. Strengthen your core subjects and prepare for the UNT.',
      ),
      achievement: t('Готов к поступлению', 'Түсуге дайын', 'Ready to apply'),
      subtasks: [
        t(
          'Выберите специальность из списка: {majors}',
          'Тізімнен білім бағдарламасын таңдаңыз: {majors}',
          'Choose a major from the list: {majors}',
        ),
        t(
          'Определите два профильных предмета ЕНТ для этой специальности',
          'Осы бағдарламаға қажет ҰБТ-ның екі бейіндік пәнін анықтаңыз',
          'Find out the two UNT subjects this major needs',
        ),
        t(
          'Пройдите пробное ЕНТ (сейчас: {unt}) и запишите результат',
          'Сынақ ҰБТ тапсырып (қазір: {unt}), нәтижесін жазып қойыңыз',
          'Take a practice UNT (now: {unt}) and record the result',
        ),
        t(
          'Составьте список из трёх вузов с этой специальностью',
          'Осы бағдарламасы бар үш жоғары оқу орнының тізімін жасаңыз',
          'List three universities that offer this major',
        ),
      ],
    },
    values,
  );

export const studentEducation = (values: V) =>
  phase(
    {
      title: t('Учёба с прицелом на профессию', 'Мамандыққа бағытталған оқу', 'Studying toward the profession'),
      description: t(
        'Используйте оставшиеся годы учёбы: профильные курсы, курсовая по теме профессии и средний балл не ниже 3.0 (сейчас: {gpa}).',
        'Қалған оқу жылдарын тиімді пайдаланыңыз: бейіндік курстар, мамандыққа қатысты курстық жұмыс және орташа балл 3.0-ден төмен емес (қазір: {gpa}).',
        'Make the most of your remaining years: relevant electives, a course project on the profession and a GPA of at least 3.0 (now: {gpa}).',
      ),
      achievement: t('Целеустремлённый студент', 'Мақсатты студент', 'Focused student'),
      subtasks: [
        t(
          'Выберите два элективных курса, связанных с профессией',
          'Мамандыққа байланысты екі элективті курс таңдаңыз',
          'Pick two electives related to the profession',
        ),
        t(
          'Возьмите тему курсовой или диплома, связанную с профессией',
          'Мамандыққа қатысты курстық немесе дипломдық жұмыс тақырыбын алыңыз',
          'Choose a course or thesis topic related to the profession',
        ),
        t(
          'Держите средний балл не ниже 3.0 по шкале 4.0',
          'Орташа балды 4.0 шкаласы бойынша 3.0-ден төмен түсірмеңіз',
          'Keep your GPA at 3.0 or higher on the 4.0 scale',
        ),
      ],
    },
    values,
  );

export const skillPhase = (values: V) =>
  phase(
    {
      title: t('Навык: {skill}', 'Дағды: {skill}', 'Skill: {skill}'),
      description: t(
        '«{skill}» — один из ключевых навыков профессии «{name}». Изучите основы и примените их на практике.',
        '«{skill}» — «{name}» мамандығының негізгі дағдыларының бірі. Негіздерін үйреніп, оларды тәжірибеде қолданыңыз.',
        '"{skill}" is one of the key skills of a {name}. Learn the basics and put them into practice.',
      ),
      achievement: t('Освоен навык: {skill}', 'Меңгерілген дағды: {skill}', 'Skill mastered: {skill}'),
      subtasks: [
        t('Изучите основы: {skill}', 'Негіздерін үйреніңіз: {skill}', 'Learn the basics of {skill}'),
        t(
          'Пройдите один материал из списка этого этапа',
          'Осы кезеңнің тізіміндегі бір материалды толық өтіңіз',
          'Complete one material from this phase’s list',
        ),
        t(
          'Сделайте небольшой проект, где нужен этот навык',
          'Осы дағды қажет болатын шағын жоба жасаңыз',
          'Do a small project that needs this skill',
        ),
        t(
          'Покажите результат наставнику или знакомому специалисту и получите отзыв',
          'Нәтижені тәлімгерге немесе таныс маманға көрсетіп, пікір алыңыз',
          'Show the result to a mentor or a practitioner and get feedback',
        ),
      ],
    },
    values,
  );

export const scoreGapPhase = (values: V) =>
  phase(
    {
      title: t('Подготовка к {exam}', '{exam} дайындық', '{exam} preparation'),
      description: t(
        'Специальность «{major}» требует {exam} не ниже {target}, сейчас: {current}.',
        '«{major}» бағдарламасы {exam} бойынша кемінде {target} талап етеді, қазір: {current}.',
        'The major "{major}" requires {exam} {target} or higher; now: {current}.',
      ),
      achievement: t('{exam}: цель достигнута', '{exam}: мақсатқа жетті', '{exam}: target reached'),
      subtasks: [
        t(
          'Разберите формат {exam} и слабые темы по последнему результату',
          '{exam} форматын және соңғы нәтиже бойынша әлсіз тақырыптарды талдаңыз',
          'Go through the {exam} format and your weak topics from the last result',
        ),
        t('Составьте недельный план занятий', 'Апталық сабақ жоспарын құрыңыз', 'Make a weekly study plan'),
        t(
          'Решайте пробный вариант {exam} раз в две недели',
          '{exam} сынақ нұсқасын екі апта сайын орындаңыз',
          'Do a {exam} practice paper every two weeks',
        ),
        t(
          'Наберите {target}+ на пробном тесте',
          'Сынақ тестте {target}+ балл жинаңыз',
          'Score {target}+ on a practice test',
        ),
      ],
    },
    values,
  );

export const experiencePhase = (values: V) =>
  phase(
    {
      title: t('Опыт и портфолио', 'Тәжірибе және портфолио', 'Experience and portfolio'),
      description: t(
        'Работодатели смотрят на реальный опыт. Соберите портфолио и получите первую практику как {name}.',
        'Жұмыс берушілер нақты тәжірибеге қарайды. Портфолио жинап, {name} ретінде алғашқы тәжірибеден өтіңіз.',
        'Employers look at real experience. Build a portfolio and get your first practice as a {name}.',
      ),
      achievement: t('Первый опыт', 'Алғашқы тәжірибе', 'First experience'),
      subtasks: [
        t(
          'Соберите портфолио из трёх лучших работ',
          'Ең үздік үш жұмыстан портфолио жинаңыз',
          'Put your three best pieces of work into a portfolio',
        ),
        t(
          'Найдите стажировку, практику или волонтёрский проект',
          'Тағылымдама, практика немесе волонтерлік жоба табыңыз',
          'Find an internship, placement or volunteer project',
        ),
        t(
          'Получите сертификат или рекомендацию',
          'Сертификат немесе ұсыным хат алыңыз',
          'Earn a certificate or a recommendation',
        ),
      ],
    },
    values,
  );

export const jobSearchPhase = (values: V) =>
  phase(
    {
      title: t('Поиск работы', 'Жұмыс іздеу', 'Job search'),
      description: t(
        'Финишная прямая: резюме, отклики и собеседования на позицию «{name}».',
        'Мәреге жақындадыңыз: түйіндеме, өтінімдер және «{name}» лауазымына сұхбаттар.',
        'The home stretch: CV, applications and interviews for a {name} position.',
      ),
      achievement: t('Карьерный старт', 'Мансаптық бастама', 'Career launch'),
      subtasks: [
        t('Напишите резюме под вакансию', 'Бос орынға арналған түйіндеме жазыңыз', 'Write a CV for the vacancy'),
        t(
          'Заполните профиль на hh.kz и LinkedIn',
          'hh.kz және LinkedIn сайттарында профиль толтырыңыз',
          'Fill in your profile on hh.kz and LinkedIn',
        ),
        t('Откликнитесь на десять вакансий', 'Он бос орынға өтінім жіберіңіз', 'Apply for ten vacancies'),
        t(
          'Проведите пробное собеседование с другом или наставником',
          'Досыңызбен немесе тәлімгермен сынақ сұхбат өткізіңіз',
          'Do a mock interview with a friend or mentor',
        ),
      ],
    },
    values,
  );

export const exploreInstitution = (values: V) =>
  phase(
    {
      title: t('Изучение вуза и специальности', 'Оқу орны мен бағдарламаны зерттеу', 'Researching the institution'),
      description: t(
        'Разберитесь в требованиях «{institution}» к специальности «{major}», документах и сроках приёма.',
        '«{institution}» оқу орнының «{major}» бағдарламасына қоятын талаптарын, құжаттары мен қабылдау мерзімдерін анықтаңыз.',
        'Learn what {institution} requires for "{major}": scores, documents and admission deadlines.',
      ),
      achievement: t('Цель выбрана', 'Мақсат таңдалды', 'Target chosen'),
      subtasks: [
        t(
          'Изучите страницу специальности «{major}» на сайте вуза',
          'Оқу орнының сайтындағы «{major}» бағдарламасының бетін зерттеңіз',
          'Study the page of "{major}" on the institution’s website',
        ),
        t(
          'Выпишите сроки приёма документов',
          'Құжат қабылдау мерзімдерін жазып алыңыз',
          'Write down the admission deadlines',
        ),
        t(
          'Сравните требования со своими баллами (код Холланда {holland})',
          'Талаптарды өз балдарыңызбен салыстырыңыз (Холланд коды {holland})',
          'Compare the requirements with your scores (Holland code {holland})',
        ),
      ],
    },
    values,
  );

export const preparationStepPhase = (values: V) =>
  phase(
    {
      title: t('{step}', '{step}', '{step}'),
      description: t(
        'Шаг подготовки, который «{institution}» рекомендует поступающим: около {months} мес.',
        '«{institution}» талапкерлерге ұсынатын дайындық қадамы: шамамен {months} ай.',
        'A preparation step {institution} recommends to applicants: about {months} months.',
      ),
      achievement: t('Шаг пройден: {step}', 'Қадам орындалды: {step}', 'Step done: {step}'),
      subtasks: [
        t('Начните: {step}', 'Бастаңыз: {step}', 'Start: {step}'),
        t(
          'Проверьте промежуточный результат на середине срока',
          'Мерзімнің ортасында аралық нәтижені тексеріңіз',
          'Check your progress halfway through',
        ),
        t('Завершите: {step}', 'Аяқтаңыз: {step}', 'Finish: {step}'),
      ],
    },
    values,
  );

export const applicationPhase = (values: V) =>
  phase(
    {
      title: t('Подача документов', 'Құжат тапсыру', 'Application'),
      description: t(
        'Соберите пакет документов и подайте заявление в «{institution}» на «{major}».',
        '«{institution}» оқу орнына «{major}» бағдарламасы бойынша құжаттар топтамасын жинап, өтініш беріңіз.',
        'Put your documents together and apply to {institution} for "{major}".',
      ),
      achievement: t('Заявление подано', 'Өтініш берілді', 'Application sent'),
      subtasks: [
        t(
          'Соберите документы: аттестат, сертификаты, удостоверение личности',
          'Құжаттарды жинаңыз: аттестат, сертификаттар, жеке куәлік',
          'Gather your documents: school certificate, test certificates, ID',
        ),
        t('Напишите мотивационное письмо', 'Уәждеме хат жазыңыз', 'Write a motivation letter'),
        t('Подайте заявление до срока', 'Өтінішті мерзімінде беріңіз', 'Submit the application before the deadline'),
      ],
    },
    values,
  );

export const employmentSummary = (values: V) =>
  fill(
    t(
      'План к профессии «{name}» на {months} мес.: {phases} этапов. Ваш код Холланда {holland}; навыки и материалы подобраны по направлению «{field}».',
      '«{name}» мамандығына {months} айлық жоспар: {phases} кезең. Сіздің Холланд кодыңыз {holland}; дағдылар мен материалдар «{field}» бағыты бойынша іріктелді.',
      'A {months}-month plan toward "{name}": {phases} phases. Your Holland code is {holland}; skills and materials were picked for the field “{field}”.',
    ),
    values,
  );

export const enrollmentSummary = (values: V) =>
  fill(
    t(
      'План поступления в «{institution}» на «{major}» на {months} мес.: {phases} этапов, из них на закрытие разрывов в баллах — {gaps}.',
      '«{institution}» оқу орнының «{major}» бағдарламасына түсу жоспары, {months} ай: {phases} кезең, оның ішінде балл айырмашылығын жабуға — {gaps}.',
      'A {months}-month plan to enter {institution} for "{major}": {phases} phases, {gaps} of them closing score gaps.',
    ),
    values,
  );

export const NOT_TAKEN = t('не сдавался', 'тапсырылмаған', 'not taken');
export const NOT_KNOWN = t('неизвестен', 'белгісіз', 'unknown');
