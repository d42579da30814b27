import type { TLocalized } from '../../types.ts';
import { t } from '../localized.ts';

/** Concrete steps for the skills of the software, security and infrastructure professions. */
export const IT_SKILL_STEPS: Record<string, TLocalized[]> = {
  'HTML, CSS and JavaScript/TypeScript': [
    t(
      'Сверстайте статическую страницу-визитку о себе и опубликуйте её на GitHub Pages',
      'Өзіңіз туралы статикалық визитка-бет жасап, оны GitHub Pages-те жариялаңыз',
      'Build a static personal page and publish it on GitHub Pages',
    ),
    t(
      'Напишите на JavaScript список дел с добавлением, удалением и сохранением в localStorage',
      'JavaScript-те қосу, өшіру және localStorage-қа сақтау мүмкіндігі бар істер тізімін жазыңыз',
      'Write a JavaScript to-do list with add, delete and saving to localStorage',
    ),
    t(
      'Переведите этот список на TypeScript так, чтобы tsc не выдавал ни одной ошибки',
      'Осы тізімді tsc бірде-бір қате бермейтіндей етіп TypeScript-ке көшіріңіз',
      'Port that list to TypeScript so that tsc reports no errors',
    ),
  ],
  'Frameworks (React, Vue, Node.js)': [
    t(
      'Пройдите официальный учебник React или Vue от начала до конца',
      'React немесе Vue ресми оқулығын басынан аяғына дейін өтіңіз',
      'Complete the official React or Vue tutorial from start to finish',
    ),
    t(
      'Напишите на Node.js сервер с тремя маршрутами, который отдаёт JSON',
      'Node.js-те JSON қайтаратын үш маршруты бар сервер жазыңыз',
      'Write a Node.js server with three routes that return JSON',
    ),
    t(
      'Соберите одностраничное приложение из 5 компонентов, которое берёт данные с этого сервера',
      'Осы серверден деректер алатын 5 компоненттен тұратын бір беттік қосымша жинаңыз',
      'Build a 5-component single-page app that loads its data from that server',
    ),
  ],
  'Responsive layout': [
    t(
      'Сверстайте одну страницу, которая без прокрутки вбок смотрится на экранах 360, 768 и 1440 px',
      '360, 768 және 1440 px экрандарда көлденең жылжытусыз көрінетін бір бет беттеңіз',
      'Lay out one page that works without sideways scrolling at 360, 768 and 1440 px',
    ),
    t(
      'Решите 20 уровней Flexbox Froggy и Grid Garden',
      'Flexbox Froggy және Grid Garden ойындарының 20 деңгейін өтіңіз',
      'Clear 20 levels of Flexbox Froggy and Grid Garden',
    ),
    t(
      'Проверьте страницу в режиме устройства браузера и исправьте 3 найденные проблемы',
      'Бетті браузердің құрылғы режимінде тексеріп, табылған 3 мәселені түзетіңіз',
      'Check the page in the browser’s device mode and fix 3 problems you find',
    ),
  ],
  'Working with APIs': [
    t(
      'Отправьте 10 запросов к открытому API погоды или валют через Postman или curl',
      'Postman немесе curl арқылы ауа райы не валюта бағамының ашық API-іне 10 сұраныс жіберіңіз',
      'Send 10 requests to an open weather or currency API with Postman or curl',
    ),
    t(
      'Выведите курс тенге с открытого API на свою страницу с обработкой ошибки сети',
      'Ашық API-ден теңге бағамын желі қатесін өңдей отырып, өз бетіңізге шығарыңыз',
      'Show the tenge exchange rate from an open API on your page, handling network errors',
    ),
    t(
      'Опишите свой API из трёх методов в формате OpenAPI',
      'Үш әдістен тұратын өз API-іңізді OpenAPI форматында сипаттаңыз',
      'Describe your own three-endpoint API in OpenAPI format',
    ),
  ],
  'Network protocols': [
    t(
      'Запишите в Wireshark загрузку одной страницы и найдите в ней DNS, TCP-рукопожатие и HTTP',
      'Wireshark-та бір беттің жүктелуін жазып, ішінен DNS, TCP қол алысуын және HTTP-ні табыңыз',
      'Capture one page load in Wireshark and find the DNS lookup, TCP handshake and HTTP in it',
    ),
    t(
      'Нарисуйте модель OSI и для каждого уровня назовите один протокол и одну атаку',
      'OSI моделін салып, әр деңгей үшін бір хаттама мен бір шабуылды атаңыз',
      'Draw the OSI model and name one protocol and one attack for each layer',
    ),
    t(
      'Разделите сеть 192.168.1.0/24 на 4 подсети и проверьте расчёт калькулятором',
      '192.168.1.0/24 желісін 4 ішкі желіге бөліп, есептеуді калькулятормен тексеріңіз',
      'Split the 192.168.1.0/24 network into 4 subnets and check the maths with a calculator',
    ),
  ],
  'Linux and administration': [
    t(
      'Установите Ubuntu в виртуальную машину и неделю выполняйте все задачи в терминале',
      'Виртуалды машинаға Ubuntu орнатып, бір апта бойы барлық тапсырманы терминалда орындаңыз',
      'Install Ubuntu in a virtual machine and do every task in the terminal for a week',
    ),
    t(
      'Пройдите 15 уровней OverTheWire Bandit',
      'OverTheWire Bandit ойынының 15 деңгейін өтіңіз',
      'Clear 15 levels of OverTheWire Bandit',
    ),
    t(
      'Создайте пользователя с ограниченными правами и настройте вход по SSH-ключу без пароля',
      'Шектеулі құқықтары бар пайдаланушы жасап, құпиясөзсіз SSH кілті арқылы кіруді баптаңыз',
      'Create a limited user and set up SSH key login with passwords disabled',
    ),
  ],
  'Penetration testing': [
    t(
      'Пройдите 10 учебных комнат TryHackMe для начинающих',
      'TryHackMe платформасында бастаушыларға арналған 10 оқу бөлмесін өтіңіз',
      'Complete 10 beginner rooms on TryHackMe',
    ),
    t(
      'Найдите SQL-инъекцию и XSS в учебном приложении DVWA и опишите, как их закрыть',
      'DVWA оқу қосымшасынан SQL-инъекция мен XSS тауып, оларды қалай жабу керегін сипаттаңыз',
      'Find an SQL injection and an XSS in the DVWA practice app and describe how to fix them',
    ),
    t(
      'Напишите отчёт о тестировании на 2 страницы: уязвимость, риск, шаги воспроизведения, исправление',
      '2 беттік тестілеу есебін жазыңыз: осалдық, тәуекел, қайталау қадамдары, түзету',
      'Write a 2-page test report: vulnerability, risk, steps to reproduce, fix',
    ),
  ],
  'Security monitoring (SIEM)': [
    t(
      'Разверните бесплатный SIEM (Wazuh или Elastic) и подключите к нему одну машину',
      'Тегін SIEM (Wazuh немесе Elastic) орнатып, оған бір машинаны қосыңыз',
      'Deploy a free SIEM (Wazuh or Elastic) and connect one machine to it',
    ),
    t(
      'Создайте правило, которое поднимает тревогу после 5 неудачных входов подряд, и проверьте его',
      'Қатарынан 5 сәтсіз кіруден кейін дабыл беретін ереже жасап, оны тексеріңіз',
      'Write a rule that alerts after 5 failed logins in a row and test it',
    ),
    t(
      'Разберите 3 события из журнала и решите для каждого: ложная тревога или инцидент',
      'Журналдағы 3 оқиғаны талдап, әрқайсысы жалған дабыл ма, әлде инцидент пе екенін шешіңіз',
      'Triage 3 log events and decide for each whether it is a false alarm or an incident',
    ),
  ],
  Cryptography: [
    t(
      'Зашифруйте и расшифруйте сообщение шифром Цезаря и Виженера, написав код сами',
      'Цезарь және Виженер шифрларымен хабарды кодты өзіңіз жазып шифрлап, кері ашыңыз',
      'Encrypt and decrypt a message with Caesar and Vigenère ciphers in code you write',
    ),
    t(
      'Создайте пару ключей GPG, подпишите файл и проверьте подпись',
      'GPG кілттер жұбын жасап, файлға қол қойып, қолтаңбаны тексеріңіз',
      'Create a GPG key pair, sign a file and verify the signature',
    ),
    t(
      'Объясните письменно разницу между хешированием, симметричным и асимметричным шифрованием',
      'Хэштеу, симметриялық және асимметриялық шифрлау арасындағы айырмашылықты жазбаша түсіндіріңіз',
      'Explain in writing how hashing, symmetric and asymmetric encryption differ',
    ),
  ],
  'Linux and Windows Server': [
    t(
      'Поднимите Windows Server в виртуальной машине и создайте домен Active Directory с 5 пользователями',
      'Виртуалды машинада Windows Server көтеріп, 5 пайдаланушысы бар Active Directory доменін жасаңыз',
      'Set up Windows Server in a VM and create an Active Directory domain with 5 users',
    ),
    t(
      'Настройте на Linux-сервере nginx как веб-сервер и автозапуск через systemd',
      'Linux серверінде nginx-ті веб-сервер ретінде және systemd арқылы автоіске қосуды баптаңыз',
      'Set up nginx as a web server on Linux and start it automatically with systemd',
    ),
    t(
      'Назначьте групповую политику, которая меняет обои на всех машинах домена',
      'Доменнің барлық машинасында тұсқағазды өзгертетін топтық саясатты тағайындаңыз',
      'Apply a group policy that changes the wallpaper on every machine in the domain',
    ),
  ],
  'Computer networks': [
    t(
      'Соберите в Cisco Packet Tracer сеть из 2 коммутаторов, маршрутизатора и 6 компьютеров',
      'Cisco Packet Tracer-де 2 коммутатор, маршрутизатор және 6 компьютерден тұратын желі жинаңыз',
      'Build a network of 2 switches, a router and 6 PCs in Cisco Packet Tracer',
    ),
    t(
      'Настройте в этой сети VLAN и DHCP и проверьте связь командой ping',
      'Осы желіде VLAN мен DHCP баптап, байланысты ping командасымен тексеріңіз',
      'Configure VLANs and DHCP in that network and test connectivity with ping',
    ),
    t(
      'Нарисуйте схему домашней или школьной сети с IP-адресами всех устройств',
      'Үй немесе мектеп желісінің барлық құрылғыларының IP-мекенжайлары бар сызбасын салыңыз',
      'Draw a diagram of your home or school network with every device’s IP address',
    ),
  ],
  'Virtualisation and cloud': [
    t(
      'Создайте в VirtualBox 2 виртуальные машины в общей внутренней сети и свяжите их',
      'VirtualBox-та ортақ ішкі желідегі 2 виртуалды машина жасап, оларды байланыстырыңыз',
      'Create 2 VirtualBox machines on a shared internal network and connect them',
    ),
    t(
      'Запустите сайт в Docker-контейнере и опишите его в docker-compose.yml',
      'Сайтты Docker контейнерінде іске қосып, оны docker-compose.yml файлында сипаттаңыз',
      'Run a website in a Docker container and describe it in docker-compose.yml',
    ),
    t(
      'Разверните сервер в бесплатном тарифе облака и посчитайте его месячную стоимость после пробного периода',
      'Бұлттың тегін тарифінде сервер көтеріп, сынақ мерзімінен кейінгі айлық құнын есептеңіз',
      'Launch a server on a cloud free tier and work out its monthly cost after the trial',
    ),
  ],
  'Automation scripts (Bash, PowerShell)': [
    t(
      'Напишите Bash-скрипт, который каждую ночь архивирует папку и удаляет архивы старше 7 дней',
      'Әр түні қалтаны мұрағаттап, 7 күннен ескі мұрағаттарды өшіретін Bash скриптін жазыңыз',
      'Write a Bash script that archives a folder nightly and deletes archives older than 7 days',
    ),
    t(
      'Напишите скрипт PowerShell, который создаёт 20 пользователей из CSV-файла',
      'CSV файлынан 20 пайдаланушы жасайтын PowerShell скриптін жазыңыз',
      'Write a PowerShell script that creates 20 users from a CSV file',
    ),
    t(
      'Поставьте скрипт в cron или Планировщик заданий и проверьте журнал трёх запусков',
      'Скриптті cron немесе Тапсырмалар жоспарлаушысына қойып, үш іске қосудың журналын тексеріңіз',
      'Schedule the script with cron or Task Scheduler and check the log of three runs',
    ),
  ],
  'SQL and PostgreSQL/Oracle': [
    t(
      'Создайте в PostgreSQL базу с ролями: владелец, приложение и только чтение',
      'PostgreSQL-де рөлдері бар база жасаңыз: иесі, қосымша және тек оқу',
      'Create a PostgreSQL database with owner, application and read-only roles',
    ),
    t(
      'Напишите хранимую функцию и триггер, который ведёт журнал изменений таблицы',
      'Сақталатын функция және кесте өзгерістерінің журналын жүргізетін триггер жазыңыз',
      'Write a stored function and a trigger that logs changes to a table',
    ),
    t(
      'Выполните одну и ту же задачу в PostgreSQL и Oracle Free и выпишите 5 отличий синтаксиса',
      'Бір тапсырманы PostgreSQL мен Oracle Free-де орындап, синтаксистің 5 айырмашылығын жазыңыз',
      'Do the same task in PostgreSQL and Oracle Free and list 5 syntax differences',
    ),
  ],
  'Query optimisation': [
    t(
      'Заполните таблицу миллионом строк и замерьте время медленного запроса',
      'Кестені миллион жолмен толтырып, баяу сұраныстың уақытын өлшеңіз',
      'Fill a table with a million rows and time a slow query',
    ),
    t(
      'Прочитайте план этого запроса через EXPLAIN ANALYZE и найдите последовательное сканирование',
      'Осы сұраныстың жоспарын EXPLAIN ANALYZE арқылы оқып, тізбекті сканерлеуді табыңыз',
      'Read that query’s plan with EXPLAIN ANALYZE and find the sequential scan',
    ),
    t(
      'Ускорьте запрос минимум в 10 раз индексом или переписыванием и запишите замеры',
      'Сұранысты индекс немесе қайта жазу арқылы кемінде 10 есе жылдамдатып, өлшемдерді жазыңыз',
      'Make the query at least 10 times faster with an index or a rewrite and record the timings',
    ),
  ],
  'Backup and recovery': [
    t(
      'Сделайте полную резервную копию базы через pg_dump и восстановите её на другой машине',
      'pg_dump арқылы базаның толық сақтық көшірмесін жасап, оны басқа машинада қалпына келтіріңіз',
      'Take a full backup with pg_dump and restore it on another machine',
    ),
    t(
      'Настройте архивацию WAL и восстановите базу на момент за 5 минут до «случайного» удаления',
      'WAL мұрағаттауын баптап, базаны «кездейсоқ» өшіруден 5 минут бұрынғы сәтке қалпына келтіріңіз',
      'Set up WAL archiving and restore the database to 5 minutes before an “accidental” delete',
    ),
    t(
      'Напишите регламент резервного копирования на одну страницу с целевыми RPO и RTO',
      'Мақсатты RPO мен RTO көрсетілген бір беттік сақтық көшірмелеу регламентін жазыңыз',
      'Write a one-page backup policy with target RPO and RTO',
    ),
  ],
  'Data protection': [
    t(
      'Прочитайте Закон РК «О персональных данных и их защите» и выпишите 5 обязанностей оператора',
      '«Дербес деректер және оларды қорғау туралы» ҚР Заңын оқып, оператордың 5 міндетін жазыңыз',
      'Read Kazakhstan’s Law on Personal Data and Its Protection and list 5 duties of an operator',
    ),
    t(
      'Включите шифрование соединения с базой по TLS и проверьте, что без него вход невозможен',
      'Базамен байланысты TLS арқылы шифрлауды қосып, онсыз кіру мүмкін еместігін тексеріңіз',
      'Enable TLS for database connections and check that logging in without it fails',
    ),
    t(
      'Замаскируйте ИИН и телефоны в копии базы для тестировщиков',
      'Тестілеушілерге арналған база көшірмесінде ЖСН мен телефондарды бүркемелеңіз',
      'Mask the IIN and phone numbers in a database copy for testers',
    ),
  ],
  'Test design': [
    t(
      'Составьте по классам эквивалентности и граничным значениям 15 тест-кейсов для формы регистрации',
      'Эквиваленттілік кластары мен шекаралық мәндер бойынша тіркелу формасына 15 тест-кейс құрыңыз',
      'Write 15 test cases for a sign-up form using equivalence classes and boundary values',
    ),
    t(
      'Найдите 5 багов на учебном сайте и оформите каждый по шаблону баг-репорта',
      'Оқу сайтынан 5 баг тауып, әрқайсысын баг-репорт үлгісі бойынша рәсімдеңіз',
      'Find 5 bugs on a practice website and file each one with a bug-report template',
    ),
    t(
      'Составьте чек-лист из 20 проверок мобильного приложения для оплаты',
      'Төлем жасайтын мобильді қосымшаны тексерудің 20 тармағынан тұратын чек-парақ құрыңыз',
      'Draw up a 20-item checklist for testing a mobile payment app',
    ),
  ],
  'Automated tests (Selenium, Playwright)': [
    t(
      'Напишите 5 автотестов на Playwright для входа, поиска и корзины учебного магазина',
      'Оқу дүкенінің кіру, іздеу және себет беттеріне Playwright-та 5 автотест жазыңыз',
      'Write 5 Playwright tests for the login, search and cart of a demo shop',
    ),
    t(
      'Вынесите локаторы в Page Object и уберите из тестов все фиксированные паузы',
      'Локаторларды Page Object-ке шығарып, тесттерден барлық бекітілген үзілістерді алып тастаңыз',
      'Move the locators into page objects and remove every fixed sleep from the tests',
    ),
    t(
      'Запустите тесты в GitHub Actions и приложите к отчёту скриншоты упавших проверок',
      'Тесттерді GitHub Actions-та іске қосып, есепке құлаған тексерулердің скриншоттарын тіркеңіз',
      'Run the tests in GitHub Actions and attach screenshots of failures to the report',
    ),
  ],
  'API testing': [
    t(
      'Соберите в Postman коллекцию из 10 запросов к открытому API с проверками кода ответа',
      'Postman-да ашық API-ге жауап кодын тексеретін 10 сұраныстан тұратын жинақ құрыңыз',
      'Build a Postman collection of 10 requests to an open API with status-code checks',
    ),
    t(
      'Проверьте негативные сценарии: пустое тело, неверный токен, слишком длинное поле',
      'Теріс сценарийлерді тексеріңіз: бос дене, қате токен, тым ұзын өріс',
      'Test the negative cases: empty body, wrong token, an over-long field',
    ),
    t(
      'Запустите коллекцию из командной строки через Newman и сохраните HTML-отчёт',
      'Жинақты пәрмен жолынан Newman арқылы іске қосып, HTML есебін сақтаңыз',
      'Run the collection from the command line with Newman and keep the HTML report',
    ),
  ],
};
