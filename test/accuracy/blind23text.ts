/**
 * Texts of the held-out set blind23 (education, science communication, technical documentation):
 * each is what a cited page says — title, paragraphs, a claim a research report drew from it and a
 * sentence quoted from it. Written for this set; the pages that carry them are in blind23pages.ts.
 */
export type Text = { key: string; lang: string; title: string; paras: string[]; claim: string; quote: string };

const T = (key: string, lang: string, title: string, paras: string[], claim: string, quote: string): Text => ({ key, lang, title, paras, claim, quote });

export const TEXTS: Text[] = [
  // ——— English: university news, research groups, courses ———
  T('uni-glacier', 'en', 'Glacier meltwater lakes doubled in volume since 1990, Northgate study finds', [
    'Meltwater lakes fed by retreating mountain glaciers have roughly doubled in total volume since 1990, according to a study led by geographers at Northgate University and published this week in a peer-reviewed journal.',
    'The team combined 30 years of satellite imagery with field surveys in the Andes and the Himalaya. “We counted more than 14,000 lakes, and the largest ones grew fastest,” said Dr Amara Osei, who led the analysis in the Department of Geography.',
    'The researchers warn that several of the fastest-growing lakes sit above inhabited valleys, where a sudden outburst flood could reach villages within an hour. They recommend that regional authorities install early-warning gauges on the 200 lakes ranked at highest risk.',
    'The work was funded by the Natural Environment Research Council and involved students from the university’s MSc in Mountain Hazards, who spent two summers mapping lake shorelines with drones.',
  ], 'Glacial meltwater lakes have roughly doubled in total volume since 1990.', 'We counted more than 14,000 lakes, and the largest ones grew fastest'),
  T('uni-battery', 'en', 'Sodium battery prototype survives 5,000 charge cycles in engineering lab tests', [
    'A sodium-ion battery cell developed in the School of Engineering kept 91 per cent of its capacity after 5,000 full charge cycles, the research group reported at its open lab day on Thursday.',
    'Professor Helen Marsh, who leads the Electrochemical Storage Group, said the cell uses a hard-carbon anode made from waste coconut shells. “Sodium is cheap and everywhere, so the question was always cycle life, not cost,” she said.',
    'The group now plans a pilot line with an industrial partner and expects to publish the full cycling data next spring. Two doctoral students will spend a year at the partner’s plant as part of the collaboration.',
  ], 'A sodium-ion cell kept 91 per cent of its capacity after 5,000 charge cycles.', 'Sodium is cheap and everywhere, so the question was always cycle life, not cost'),
  T('course-cs241', 'en', 'CS 241: Systems Programming (4 credits)', [
    'This course introduces programming at the level of the operating system interface: processes, threads, memory management, files, signals and network sockets, using the C programming language on Linux.',
    'Students complete six machine problems, including a memory allocator, a multi-threaded web server and a small shell. Machine problems account for 50 per cent of the final grade; two midterms and a final exam account for the rest.',
    'Prerequisites: CS 225 (Data Structures) and CS 233 (Computer Architecture). The course is offered every fall and spring semester; a summer section is offered online in alternate years.',
    'Learning outcomes: by the end of the course students can write correct concurrent programs, reason about virtual memory, and debug programs with gdb and valgrind.',
  ], 'CS 241 machine problems account for half of the final grade.', 'Machine problems account for 50 per cent of the final grade'),
  T('mooc-bayes', 'en', 'Week 2: Priors, likelihoods and the posterior', [
    'In this lesson we move from the coin-flipping example of week one to the general form of Bayes’ theorem. The posterior distribution is proportional to the prior times the likelihood, and most of this course is about computing that product when it has no closed form.',
    'We start with conjugate priors. When the prior is a Beta distribution and the data are Bernoulli trials, the posterior is again a Beta distribution, with the number of successes added to the first parameter and the number of failures added to the second.',
    'A common mistake is to choose a prior after looking at the data. Your prior should describe what you believed before the experiment; otherwise you count the same evidence twice.',
    'In the practice quiz at the end of this week you will update a Beta(2, 2) prior with the results of 20 trials and compare the posterior mean with the maximum-likelihood estimate.',
  ], 'The lesson explains that a Beta prior with Bernoulli data gives a Beta posterior.', 'Your prior should describe what you believed before the experiment; otherwise you count the same evidence twice'),
  T('thesis-soil', 'en', 'Microbial carbon use efficiency in restored peatlands', [
    'This thesis examines how microbial communities process carbon in peatlands that were drained for agriculture and later rewetted. Using incubation experiments on cores from twelve sites in northern England, I measured carbon use efficiency across a gradient of restoration age.',
    'Carbon use efficiency rose from 0.31 in recently rewetted sites to 0.46 in sites restored more than fifteen years ago, approaching values measured in undisturbed bogs. The change tracked a shift from fungal to bacterial dominance in the top ten centimetres.',
    'The results suggest that restoration benefits for soil carbon accrue slowly and that monitoring programmes shorter than a decade may underestimate them.',
  ], 'Carbon use efficiency in restored peatlands rose from 0.31 to 0.46 with restoration age.', 'monitoring programmes shorter than a decade may underestimate them'),
  T('lecture-fft', 'en', 'Lecture 7: The Fast Fourier Transform', [
    'The discrete Fourier transform of a sequence of length n takes O(n^2) operations when computed directly from its definition. The Cooley-Tukey algorithm reduces this to O(n log n) by splitting the sequence into its even- and odd-indexed halves and combining the two half-length transforms.',
    'The combination step uses the twiddle factors, the complex roots of unity. Because each level of recursion does linear work and there are log n levels, the total work is n log n.',
    'Exercise: show that the inverse transform can be computed with the same algorithm by conjugating the input and the output and dividing by n.',
  ], 'The Cooley-Tukey algorithm computes the DFT in O(n log n) operations.', 'Because each level of recursion does linear work and there are log n levels, the total work is n log n'),
  T('group-quantum', 'en', 'Quantum Materials Group — Research', [
    'The Quantum Materials Group studies electronic correlations in layered oxides and twisted van der Waals heterostructures. We grow our own thin films by molecular beam epitaxy and measure them with angle-resolved photoemission and low-temperature transport.',
    'Our current projects include the search for unconventional superconductivity in nickelate films, strain control of magnetic order in ruthenates, and the development of a new cryogenic scanning probe that operates at 20 millikelvin.',
    'The group has eleven members: the principal investigator, two postdoctoral researchers, six doctoral students and two technicians. We welcome applications from students with a background in physics, chemistry or materials science.',
  ], 'The Quantum Materials Group grows thin films by molecular beam epitaxy.', 'We grow our own thin films by molecular beam epitaxy'),
  T('staff-lee', 'en', 'Dr Jonathan Lee — Senior Lecturer in Public Health', [
    'Jonathan Lee is a Senior Lecturer in Public Health whose research focuses on the evaluation of school-based nutrition programmes in low- and middle-income countries.',
    'He led the evaluation of a school meals trial in 64 primary schools, which found that daily fortified meals reduced anaemia among pupils by a quarter over two school years.',
    'He teaches the MSc modules Epidemiological Methods and Global Nutrition, and supervises doctoral students working on food policy.',
  ], 'A school meals trial led by Jonathan Lee reduced anaemia among pupils by a quarter.', 'daily fortified meals reduced anaemia among pupils by a quarter over two school years'),
  // ——— English: science communication ———
  T('sci-twilight', 'en', 'The ocean’s twilight zone moves more carbon than we thought', [
    'Between 200 and 1,000 metres below the surface lies the mesopelagic, or twilight zone, where sunlight fades to nothing. Every night, trillions of small fish, squid and crustaceans swim up from it to feed near the surface and return to the depths before dawn.',
    'That daily commute is the largest migration on Earth, and it carries carbon downward: animals eat near the surface and respire or excrete in the deep. A new estimate puts the carbon moved this way at up to two billion tonnes a year.',
    '“The twilight zone is basically a conveyor belt that nobody had properly weighed,” says oceanographer Lucía Ferrer, who was not involved in the study.',
    'The finding matters for climate models, most of which treat the biological carbon pump as a slow rain of dead plankton and leave out the active transport by migrating animals entirely.',
  ], 'Daily vertical migration in the twilight zone moves up to two billion tonnes of carbon a year.', 'The twilight zone is basically a conveyor belt that nobody had properly weighed'),
  T('sci-sleep', 'en', 'Teenagers really do need to sleep later, a school-start trial shows', [
    'When secondary schools in two counties moved their start time from 8:00 to 8:50, pupils slept on average 34 minutes more each school night, according to a two-year trial reported this month.',
    'Attendance rose by 2 percentage points and the share of pupils who said they felt sleepy in morning lessons fell from 61 per cent to 44 per cent. Test scores did not change significantly in the first year.',
    'Sleep researchers have long argued that the adolescent body clock shifts later during puberty. “Asking a 15-year-old to be alert at 8 a.m. is like asking an adult to be alert at 6,” one of the authors said.',
  ], 'Moving school start from 8:00 to 8:50 gave pupils 34 more minutes of sleep a night.', 'pupils slept on average 34 minutes more each school night'),
  T('sci-crispr', 'en', 'Explainer: what base editing can and cannot do', [
    'Base editors are modified CRISPR tools that change a single letter of DNA without cutting both strands of the double helix. That makes them gentler than classic CRISPR-Cas9 editing, which relies on the cell to repair a double-strand break.',
    'There are two main families. Cytosine base editors turn a C-G pair into a T-A pair; adenine base editors turn an A-T pair into a G-C pair. Together they can in principle correct about a third of the disease-causing point mutations catalogued so far.',
    'They cannot insert or delete large stretches of DNA, and they sometimes edit neighbouring letters within the same small window, an effect known as bystander editing.',
  ], 'Base editors can in principle correct about a third of known disease-causing point mutations.', 'they sometimes edit neighbouring letters within the same small window, an effect known as bystander editing'),
  T('sci-bees', 'en', 'Bumblebees learn to roll balls for no reward — and seem to enjoy it', [
    'In a series of experiments, bumblebees repeatedly rolled small wooden balls across an arena even though doing so earned them no food, behaviour the researchers describe as a form of play.',
    'Younger bees rolled balls more often than older ones, and males rolled them longer than females. The bees also preferred a chamber they had learned to associate with balls over an empty one.',
    'The authors caution that “play” in insects is defined by behaviour, not by any claim about what the bees feel. Correction: an earlier version of this article gave the number of bees tested as 45; it was 45 colonies, not 45 bees.',
  ], 'Bumblebees rolled balls without any food reward, which researchers describe as play.', 'Younger bees rolled balls more often than older ones, and males rolled them longer than females'),
  T('sci-magpaywall', 'en', 'Inside the race to build a room-temperature quantum sensor', [
    'Diamond crystals with nitrogen-vacancy defects can measure magnetic fields at room temperature, and three start-ups are now racing to turn laboratory set-ups into handheld instruments for brain imaging.',
    'The challenge is noise. A sensor sensitive enough to pick up the magnetic field of firing neurons also picks up passing cars, elevators and the Earth’s own field.',
  ], 'Start-ups are racing to build handheld diamond quantum sensors for brain imaging.', 'A sensor sensitive enough to pick up the magnetic field of firing neurons also picks up passing cars'),
  // ——— English: technical documentation ———
  T('docs-pool', 'en', 'Connection pooling', [
    'By default the client keeps a pool of up to 10 connections per host. Connections that stay idle for more than 30 seconds are closed, and a new connection is opened on the next request.',
    'To change these limits, pass a PoolOptions object when you create the client: maxConnections sets the number of connections per host and idleTimeout sets, in milliseconds, how long an idle connection is kept.',
    'Setting maxConnections to 1 serialises all requests to a host, which is useful for servers that reject concurrent requests but slows down every other workload.',
    'Pools are not shared between clients. If your application creates a client per request, you lose the benefit of pooling entirely; create one client at start-up and reuse it.',
  ], 'The client keeps up to 10 connections per host by default and closes connections idle for more than 30 seconds.', 'Pools are not shared between clients'),
  T('docs-retry', 'en', 'Client.retry(options)', [
    'Configures automatic retries for idempotent requests. Requests with the methods GET, HEAD, OPTIONS, PUT and DELETE are retried; POST and PATCH are never retried unless you pass retryNonIdempotent: true.',
    'The delay between attempts grows exponentially from minDelay (default 100 ms) to maxDelay (default 10 s), with full jitter. When the server sends a Retry-After header, its value is used instead, capped at maxDelay.',
    'Returns the client, so calls can be chained. Throws a RangeError if attempts is less than 0 or greater than 20.',
  ], 'Client.retry never retries POST or PATCH requests unless told to.', 'POST and PATCH are never retried unless you pass retryNonIdempotent: true'),
  T('docs-changelog', 'en', 'Changelog — 4.2.0', [
    'Added: streaming responses can now be cancelled with an AbortSignal. Added: the CLI accepts --config as an alternative to the CONFIG_PATH environment variable.',
    'Changed: the minimum supported Node.js version is now 18. Changed: the default request timeout was raised from 10 to 30 seconds.',
    'Deprecated: the legacyParser option. It will be removed in 5.0. Fixed: a memory leak when a response body was never read (#1874).',
  ], 'Version 4.2.0 raised the default request timeout from 10 to 30 seconds.', 'the default request timeout was raised from 10 to 30 seconds'),
  T('docs-auth', 'en', 'Authenticating users with SAML and Shibboleth', [
    'This guide shows how to protect an application with SAML single sign-on through a Shibboleth identity provider, as used by most universities and research networks.',
    'When an unauthenticated user requests a protected page, the service provider redirects them to the discovery service, where they pick their institution from a list. After they log in at their home institution, the identity provider posts a signed assertion back to your application.',
    'Do not rely on the eduPersonPrincipalName attribute alone to identify returning users: some institutions reassign it. Use eduPersonTargetedID or the SAML persistent NameID instead.',
    'If users see a login loop, check that the clocks of the service provider and the identity provider agree to within a few minutes; assertions are rejected when they appear to come from the future.',
  ], 'Universities commonly use Shibboleth identity providers for SAML single sign-on.', 'Do not rely on the eduPersonPrincipalName attribute alone to identify returning users'),
  T('docs-404', 'en', 'Custom 404 pages', [
    'When a visitor requests a page that does not exist, the static site generator serves 404.html from the root of your build output. You can replace the default page by adding a file named 404.md to your content directory.',
    'Keep the custom page helpful: say clearly that the page was not found, offer a search box and link to the home page. Do not redirect missing pages to the home page automatically, because search engines treat that as a soft 404.',
    'On hosts that do not support custom error pages, the generator can emit a client-side fallback, but the server will still answer with status 200, which you should avoid for real missing pages.',
  ], 'The static site generator serves 404.html for missing pages and lets you replace it with 404.md.', 'Do not redirect missing pages to the home page automatically, because search engines treat that as a soft 404'),
  T('docs-ratelimit', 'en', 'Rate limits', [
    'The public API allows 60 unauthenticated requests per hour per IP address and 5,000 requests per hour for authenticated users. Requests beyond the limit are answered with status 429 Too Many Requests.',
    'Every response carries the headers X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset, the last one being a Unix timestamp. When you receive a 429, wait until the reset time before retrying.',
    'Secondary limits apply to expensive endpoints such as search: no more than 30 search requests per minute, whatever your hourly allowance.',
  ], 'The API allows 60 unauthenticated requests per hour and 5,000 for authenticated users.', 'no more than 30 search requests per minute, whatever your hourly allowance'),
  T('pkg-fastgeo', 'en', 'fastgeo', [
    'fastgeo is a small library for geodesic calculations: distances, bearings and destination points on the WGS84 ellipsoid, using Karney’s algorithms. It has no runtime dependencies.',
    'Distances are accurate to 15 nanometres for any pair of points on Earth, and a distance computation takes about 2 microseconds on a modern laptop.',
    'Install it with pip install fastgeo. The package supports Python 3.9 and later and ships pre-built wheels for Linux, macOS and Windows.',
  ], 'fastgeo computes WGS84 geodesic distances accurate to 15 nanometres.', 'Distances are accurate to 15 nanometres for any pair of points on Earth'),
  T('repo-tinyjson', 'en', 'tinyjson — a single-header JSON parser for C', [
    'tinyjson parses JSON into a tree of nodes allocated from a caller-supplied arena, so parsing never calls malloc. The whole library is one header file of about 900 lines.',
    'It validates UTF-8, rejects duplicate keys on request and reports the line and column of the first error. Numbers are kept as strings until you ask for them, so large integers are not silently rounded.',
    'tinyjson is released under the MIT licence. Contributions are welcome; please run the fuzzing harness in tests/fuzz before opening a pull request.',
  ], 'tinyjson parses JSON without calling malloc, using a caller-supplied arena.', 'Numbers are kept as strings until you ask for them, so large integers are not silently rounded'),
  T('qa-float', 'en', 'Why does 0.1 + 0.2 not equal 0.3 in JavaScript?', [
    'Because JavaScript numbers are IEEE 754 double-precision binary floating-point values, and neither 0.1 nor 0.2 can be represented exactly in binary. Each is stored as the nearest representable value, and the small errors add up so that the sum is 0.30000000000000004.',
    'This is not specific to JavaScript: Python, Java and C give the same result with doubles. If you need exact decimal arithmetic, for money for example, work in integer cents or use a decimal library.',
    'To compare floating-point results, check whether the absolute difference is smaller than a tolerance suited to your problem rather than using ===.',
  ], '0.1 + 0.2 evaluates to 0.30000000000000004 in JavaScript because of binary floating point.', 'the small errors add up so that the sum is 0.30000000000000004'),
  T('mail-parser', 'en', '[dev] Proposal: deprecate the legacy XML parser in 3.x', [
    'Hi all, I would like to propose that we deprecate the legacy XML parser in the next 3.x minor release and remove it in 4.0. It has had four security fixes in the past year and nobody on the core team understands its entity expansion code any more.',
    'The new streaming parser passes the full conformance suite and is about twice as fast on the benchmark corpus. The only feature it lacks is DTD validation, which according to our download statistics fewer than 1 per cent of users enable.',
    'If there are no objections by the end of the month I will open a pull request adding a deprecation warning. Thanks, Marta',
  ], 'A proposal on the dev list suggests deprecating the legacy XML parser in 3.x and removing it in 4.0.', 'The new streaming parser passes the full conformance suite and is about twice as fast on the benchmark corpus'),
  T('rfc-wtp', 'en', 'The Widget Transfer Protocol, Version 1', [
    'This document specifies version 1 of the Widget Transfer Protocol (WTP), a request-response protocol for exchanging widget descriptions between inventory systems.',
    'A client MUST send a HELLO message before any other message. A server that receives any other message first MUST close the connection without sending a response.',
    'Servers SHOULD limit a single LIST response to 1000 entries and MUST include a continuation token when more entries remain.',
  ], 'WTP servers should limit a LIST response to 1000 entries.', 'A client MUST send a HELLO message before any other message'),
  T('forum-gpu', 'en', 'CUDA out of memory only on the second epoch', [
    'Training runs fine for the first epoch, then fails with CUDA out of memory at the start of the second. Batch size is 32 and the model is a ResNet-50. I am on a 12 GB card.',
    'Reply: you are probably keeping the loss tensors in a list to compute the epoch average, which keeps their whole computation graphs alive. Append loss.item() instead of loss and the memory stays flat.',
    'Reply from the original poster: that was it, thank you. Memory use is now constant at 7.8 GB across epochs.',
  ], 'Keeping loss tensors rather than loss.item() in a list causes GPU memory to grow across epochs.', 'Append loss.item() instead of loss and the memory stays flat'),
  T('nb-pca', 'en', 'Principal component analysis of the Iris measurements', [
    'We standardise the four measurements of the Iris data set and compute its principal components with singular value decomposition.',
    'The first principal component explains 73.0 per cent of the variance and the second 22.9 per cent, so two components together keep almost 96 per cent of the information.',
    'Plotting the first two components separates setosa cleanly from the other two species, while versicolor and virginica overlap slightly.',
  ], 'The first two principal components of the Iris data explain about 96 per cent of the variance.', 'The first principal component explains 73.0 per cent of the variance'),
  // ——— Other languages ———
  T('de-uni', 'de', 'Wie Schulkinder Brüche verstehen: Studie der Universität Kassel', [
    'Viele Kinder in der fünften Klasse halten 1/8 für größer als 1/6, weil die Acht größer ist als die Sechs. Das zeigt eine Studie der Arbeitsgruppe Mathematikdidaktik mit mehr als 1.200 Schülerinnen und Schülern aus 48 Schulen.',
    '„Das Problem entsteht, wenn Brüche zu früh nur als Rechenregeln eingeführt werden“, sagt Prof. Dr. Katrin Vogel, die die Studie geleitet hat. Klassen, die mit Zahlenstrahlen und Streifenmodellen arbeiteten, machten deutlich weniger Fehler.',
    'Die Forschenden empfehlen, im Unterricht mehr Zeit für Größenvergleiche einzuplanen, bevor das formale Erweitern und Kürzen geübt wird.',
  ], 'Viele Fünftklässler halten 1/8 für größer als 1/6.', 'Das Problem entsteht, wenn Brüche zu früh nur als Rechenregeln eingeführt werden'),
  T('de-docs', 'de', 'Installation und erste Schritte', [
    'Das Paket setzt Python 3.10 oder neuer voraus. Installieren Sie es am besten in einer virtuellen Umgebung, damit es nicht mit den Paketen Ihres Systems in Konflikt gerät.',
    'Nach der Installation steht der Befehl messwerk auf der Kommandozeile zur Verfügung. Mit messwerk init legen Sie ein neues Projekt an; die Konfiguration wird in der Datei messwerk.toml gespeichert.',
    'Hinweis: Unter Windows müssen Sie die Umgebung mit .venv\\Scripts\\activate aktivieren, nicht mit source.',
  ], 'messwerk setzt Python 3.10 oder neuer voraus.', 'Mit messwerk init legen Sie ein neues Projekt an'),
  T('de-skript', 'de', 'Vorlesung Thermodynamik – Kapitel 3: Der zweite Hauptsatz', [
    'Der zweite Hauptsatz der Thermodynamik besagt, dass die Entropie eines abgeschlossenen Systems nicht abnimmt. Wärme fließt von selbst nur vom wärmeren zum kälteren Körper.',
    'Für eine Carnot-Maschine, die zwischen den Temperaturen T₁ und T₂ arbeitet, ist der Wirkungsgrad η = 1 − T₂/T₁. Keine Wärmekraftmaschine, die zwischen denselben Temperaturen arbeitet, kann einen höheren Wirkungsgrad erreichen.',
    'Übungsaufgabe 3.4: Berechnen Sie den maximalen Wirkungsgrad eines Kraftwerks, das zwischen 550 °C und 30 °C arbeitet.',
  ], 'Keine Wärmekraftmaschine übertrifft den Carnot-Wirkungsgrad.', 'Wärme fließt von selbst nur vom wärmeren zum kälteren Körper'),
  T('fr-vulg', 'fr', 'Pourquoi les abeilles dansent-elles ? Les secrets de la danse frétillante', [
    'Lorsqu’une butineuse découvre une source de nectar, elle revient à la ruche et exécute une danse en forme de huit. La direction de la partie frétillante indique l’angle entre la source et le soleil, et sa durée indique la distance.',
    '« Une seconde de frétillement correspond à environ un kilomètre », explique l’entomologiste Claire Dubois, chercheuse au CNRS. Les ouvrières qui suivent la danse décodent ces informations dans l’obscurité de la ruche, au toucher.',
    'Des travaux récents montrent que les jeunes abeilles apprennent à danser correctement en observant leurs aînées : sans modèle, leurs danses sont beaucoup moins précises.',
  ], 'La durée de la danse frétillante indique la distance de la source de nectar.', 'Une seconde de frétillement correspond à environ un kilomètre'),
  T('fr-cours', 'fr', 'Introduction à l’apprentissage automatique (INF-342)', [
    'Ce cours présente les principales méthodes d’apprentissage supervisé : régression linéaire et logistique, arbres de décision, forêts aléatoires et réseaux de neurones. Les séances de travaux pratiques se déroulent en Python.',
    'L’évaluation comprend un projet en binôme (40 %) et un examen écrit final (60 %). Le projet consiste à traiter un jeu de données réel, de la préparation des données à l’évaluation du modèle.',
    'Prérequis : algèbre linéaire, probabilités et une première expérience de la programmation.',
  ], 'Le cours INF-342 est évalué par un projet (40 %) et un examen final (60 %).', 'Le projet consiste à traiter un jeu de données réel'),
  T('es-mooc', 'es', 'Módulo 3: La célula eucariota', [
    'Las células eucariotas se distinguen de las procariotas por tener un núcleo delimitado por una doble membrana, donde se encuentra el material genético, y por contar con orgánulos especializados.',
    'Las mitocondrias producen la mayor parte del ATP de la célula mediante la respiración celular. Tienen su propio ADN, una prueba de que descienden de bacterias que fueron englobadas por una célula ancestral hace unos 2.000 millones de años.',
    'En la actividad de este módulo compararás imágenes de microscopía de células vegetales y animales e identificarás sus orgánulos.',
  ], 'Las mitocondrias tienen su propio ADN y descienden de bacterias.', 'Las mitocondrias producen la mayor parte del ATP de la célula mediante la respiración celular'),
  T('es-uni', 'es', 'La Universidad de Valdemar crea un laboratorio de robótica educativa', [
    'La Facultad de Educación de la Universidad de Valdemar ha inaugurado un laboratorio de robótica educativa en el que futuros maestros aprenderán a enseñar programación en primaria.',
    'El laboratorio cuenta con 40 robots programables y un aula de formación para 30 personas. “Queremos que nuestros egresados lleguen a los colegios sabiendo enseñar a pensar de forma computacional”, afirmó la decana, María José Ortega.',
    'Durante el primer curso, el laboratorio ofrecerá también talleres gratuitos para docentes en activo de la región.',
  ], 'El laboratorio de robótica educativa cuenta con 40 robots programables.', 'Queremos que nuestros egresados lleguen a los colegios sabiendo enseñar a pensar de forma computacional'),
  T('it-dispense', 'it', 'Dispense di Analisi Matematica I — Capitolo 4: Limiti di successioni', [
    'Una successione di numeri reali converge a un limite L se, per ogni ε positivo, esiste un indice a partire dal quale tutti i termini distano da L meno di ε.',
    'Ogni successione monotona e limitata è convergente. Questo teorema, conseguenza della completezza dei numeri reali, è lo strumento principale per dimostrare la convergenza della successione che definisce il numero di Nepero.',
    'Esercizio 4.7: dimostrare che la successione (1 + 1/n)^n è crescente e limitata superiormente da 3.',
  ], 'Ogni successione monotona e limitata è convergente.', 'Ogni successione monotona e limitata è convergente'),
  T('pt-tese', 'pt', 'Evasão escolar no ensino médio: um estudo longitudinal em três estados brasileiros', [
    'Esta dissertação acompanha 4.800 estudantes do ensino médio de escolas públicas da Bahia, de Minas Gerais e do Paraná entre 2018 e 2022 para identificar os fatores associados à evasão escolar.',
    'A necessidade de trabalhar para complementar a renda familiar foi o principal fator associado ao abandono, seguida da gravidez na adolescência e da distância entre a residência e a escola.',
    'Os resultados indicam que programas de transferência de renda condicionada à frequência reduziram a evasão em 18% entre os estudantes beneficiados.',
  ], 'Programas de transferência de renda reduziram a evasão escolar em 18%.', 'A necessidade de trabalhar para complementar a renda familiar foi o principal fator associado ao abandono'),
  T('pl-uni', 'pl', 'Naukowcy z Politechniki opracowali czujnik smogu dla szkół', [
    'Zespół z Wydziału Elektroniki opracował tani czujnik jakości powietrza, który mierzy stężenie pyłów PM2,5 i PM10 w salach lekcyjnych. Urządzenia zainstalowano już w 35 szkołach podstawowych na Śląsku.',
    '„Nauczyciele od razu widzą, kiedy trzeba przewietrzyć klasę, a kiedy lepiej zamknąć okna” – mówi dr inż. Tomasz Wójcik, kierownik projektu.',
    'Dane z czujników trafiają do otwartej bazy, z której mogą korzystać uczniowie na lekcjach przyrody i informatyki.',
  ], 'Czujniki smogu zainstalowano w 35 szkołach podstawowych na Śląsku.', 'Nauczyciele od razu widzą, kiedy trzeba przewietrzyć klasę'),
  T('cs-katedra', 'cs', 'Katedra teoretické informatiky – výzkum', [
    'Katedra se zabývá teorií složitosti, kombinatorickou optimalizací a logikou v informatice. Její členové publikují v předních mezinárodních časopisech a pravidelně organizují letní školu pro studenty doktorského studia.',
    'Mezi současné projekty patří studium aproximačních algoritmů pro problémy rozvrhování a výzkum důkazové složitosti výrokové logiky.',
    'Katedra nabízí témata bakalářských a diplomových prací; zájemci se mohou obrátit přímo na vedoucí jednotlivých skupin.',
  ], 'Katedra teoretické informatiky se zabývá teorií složitosti a kombinatorickou optimalizací.', 'Mezi současné projekty patří studium aproximačních algoritmů pro problémy rozvrhování'),
  T('hu-tanszek', 'hu', 'Az Algebra Tanszék oktatói és kutatási területei', [
    'A tanszék kutatói elsősorban csoportelmélettel, gyűrűelmélettel és algebrai kombinatorikával foglalkoznak. A tanszék évente két nemzetközi szemináriumot rendez.',
    'Az alapszakos hallgatók számára a tanszék tartja a Lineáris algebra és az Algebra I–II. tárgyakat, a mesterszakon pedig választható kurzusokat hirdet véges csoportokról.',
    'Szakdolgozati témákért keresse a tanszékvezetőt fogadóóráján, csütörtökönként 14 és 16 óra között.',
  ], 'Az Algebra Tanszék csoportelmélettel és gyűrűelmélettel foglalkozik.', 'A tanszék évente két nemzetközi szemináriumot rendez'),
  T('ru-lekcii', 'ru', 'Лекция 5. Численные методы решения обыкновенных дифференциальных уравнений', [
    'Метод Эйлера — простейший численный метод решения задачи Коши. На каждом шаге решение продолжается по касательной, поэтому глобальная погрешность метода пропорциональна шагу h.',
    'Метод Рунге — Кутты четвёртого порядка требует четырёх вычислений правой части на шаг, но его погрешность пропорциональна h в четвёртой степени. Для большинства практических задач он даёт лучшую точность при тех же затратах.',
    'Для жёстких систем явные методы требуют очень малого шага; в этом случае следует использовать неявные методы.',
  ], 'Глобальная погрешность метода Эйлера пропорциональна шагу h.', 'Для жёстких систем явные методы требуют очень малого шага'),
  T('ru-forum', 'ru', 'Ошибка сегментации при работе с указателями в Си', [
    'Программа падает с ошибкой сегментации при вызове функции, которая заполняет массив. Массив объявлен в main как указатель, память не выделяется.',
    'Ответ: вы передаёте неинициализированный указатель. Нужно выделить память через malloc перед вызовом функции и освободить её через free после использования.',
    'Ответ автора темы: спасибо, заработало. Добавил проверку результата malloc на NULL.',
  ], 'Ошибка сегментации возникала из-за неинициализированного указателя.', 'Нужно выделить память через malloc перед вызовом функции'),
  T('uk-kafedra', 'uk', 'Кафедра фізики твердого тіла — наукова робота', [
    'Кафедра досліджує оптичні та електричні властивості напівпровідникових тонких плівок. Науковці кафедри співпрацюють з інститутами Національної академії наук України.',
    'Щороку студенти кафедри проходять практику в лабораторіях і беруть участь у міжнародних конференціях. За останні п’ять років захищено дванадцять кандидатських дисертацій.',
    'Кафедра запрошує вступників на магістерську програму «Фізика наноструктур».',
  ], 'Кафедра фізики твердого тіла досліджує напівпровідникові тонкі плівки.', 'За останні п’ять років захищено дванадцять кандидатських дисертацій'),
  T('el-uni', 'el', 'Ερευνητές του Πανεπιστημίου καταγράφουν τη θερμοκρασία της θάλασσας στο Αιγαίο', [
    'Ομάδα ερευνητών του Τμήματος Ωκεανογραφίας εγκατέστησε δώδεκα αυτόνομους πλωτήρες στο Αιγαίο, οι οποίοι καταγράφουν τη θερμοκρασία και την αλατότητα του νερού έως βάθος 500 μέτρων.',
    'Τα πρώτα δεδομένα δείχνουν ότι η θερμοκρασία της επιφάνειας το καλοκαίρι ήταν κατά μέσο όρο 1,2 βαθμούς υψηλότερη από τον μέσο όρο της δεκαετίας.',
    'Τα δεδομένα θα είναι ελεύθερα διαθέσιμα σε φοιτητές και σχολεία μέσω της ιστοσελίδας του προγράμματος.',
  ], 'Η θερμοκρασία της επιφάνειας στο Αιγαίο ήταν 1,2 βαθμούς υψηλότερη από τον μέσο όρο.', 'Τα δεδομένα θα είναι ελεύθερα διαθέσιμα σε φοιτητές και σχολεία'),
  T('tr-uni', 'tr', 'Üniversitemiz öğrencileri uzay asansörü yarışmasında birinci oldu', [
    'Makine Mühendisliği Bölümü öğrencilerinden oluşan takım, Avrupa öğrenci uzay asansörü yarışmasında tasarladıkları tırmanıcı robotla birinci oldu.',
    'Takımın robotu 100 metrelik şeridi 52 saniyede tırmanarak yarışmanın rekorunu kırdı. Takım danışmanı Doç. Dr. Elif Kaya, öğrencilerin bir yıl boyunca hafta sonları laboratuvarda çalıştığını söyledi.',
    'Takım, ödül olarak kazandığı bursla gelecek yıl daha hafif bir tırmanıcı geliştirmeyi planlıyor.',
  ], 'Öğrenci takımının robotu 100 metrelik şeridi 52 saniyede tırmandı.', 'Takımın robotu 100 metrelik şeridi 52 saniyede tırmanarak yarışmanın rekorunu kırdı'),
  T('nl-blog', 'nl', 'Waarom de zee zout is (en rivieren niet)', [
    'Regenwater is een beetje zuur en lost onderweg mineralen op uit gesteente. Rivieren voeren die opgeloste zouten naar zee, maar omdat ze voortdurend worden aangevuld met vers regenwater proeven we het zout in rivieren nauwelijks.',
    'In zee blijft het zout achter wanneer water verdampt. Zo is in honderden miljoenen jaren een zoutgehalte van gemiddeld 3,5 procent ontstaan.',
    'Ook hydrothermale bronnen op de oceaanbodem voegen mineralen toe, vooral in de buurt van midoceanische ruggen.',
  ], 'Het gemiddelde zoutgehalte van de zee is 3,5 procent.', 'In zee blijft het zout achter wanneer water verdampt'),
  T('ja-lab', 'ja', '研究内容 ― 計算言語学研究室', [
    '当研究室では、日本語の文解析と機械翻訳を中心に、自然言語処理の基礎と応用を研究しています。特に、文脈を考慮した省略語の補完に取り組んでいます。',
    '近年は、大規模言語モデルを教育に応用する研究も進めており、作文の自動添削システムを中学校と共同で開発しました。試験導入では、生徒の推敲回数が平均で二倍に増えました。',
    '研究室では毎年、学部四年生と大学院生を受け入れています。見学を希望する方は事前にメールでご連絡ください。',
  ], '作文の自動添削システムの試験導入で生徒の推敲回数が二倍に増えた。', '試験導入では、生徒の推敲回数が平均で二倍に増えました'),
  T('ja-docs', 'ja', 'はじめに ― インストールと設定', [
    'このライブラリは Node.js 18 以降で動作します。npm install でインストールしたあと、設定ファイル config.yaml をプロジェクトのルートに作成してください。',
    '設定ファイルでは、接続先のホスト名、タイムアウト（ミリ秒）、再試行の回数を指定できます。タイムアウトを指定しない場合は 30 秒が使われます。',
    '古いバージョンから移行する場合は、移行ガイドを参照してください。バージョン 2 では設定項目の名前がいくつか変更されています。',
  ], 'タイムアウトを指定しない場合は30秒が使われる。', 'タイムアウトを指定しない場合は 30 秒が使われます'),
  T('zh-course', 'zh', '《数据结构》课程简介', [
    '本课程是计算机科学与技术专业的核心基础课，主要讲授线性表、栈、队列、树、图等基本数据结构，以及查找和排序算法。',
    '课程共64学时，其中实验16学时。实验要求学生用C语言实现二叉搜索树、哈希表和最短路径算法。',
    '课程成绩由平时作业（30%）、实验报告（20%）和期末考试（50%）组成。',
  ], '数据结构课程共64学时，其中实验16学时。', '课程共64学时，其中实验16学时'),
  T('zhtw-notice', 'zh-TW', '本系將開設人工智慧倫理通識課程', [
    '為培養學生對科技發展的反思能力，本系自下學期起開設「人工智慧倫理」通識課程，開放全校大學部學生選修。',
    '課程內容包括演算法偏見、資料隱私、自動化決策與責任歸屬等議題，並邀請業界與法律專家擔任講者。',
    '課程為兩學分，每週上課兩小時，名額限八十人。',
  ], '人工智慧倫理通識課程為兩學分，名額限八十人。', '課程內容包括演算法偏見、資料隱私、自動化決策與責任歸屬等議題'),
  T('ko-lab', 'ko', '연구실 소개 - 지능형 로봇 연구실', [
    '지능형 로봇 연구실은 사람과 함께 일하는 협동 로봇의 인지와 제어를 연구합니다. 특히 촉각 센서를 이용한 물체 조작 기술에 집중하고 있습니다.',
    '2023년에는 시각 정보 없이 촉각만으로 물체의 종류를 92% 정확도로 구분하는 알고리즘을 발표했습니다.',
    '연구실은 매 학기 학부 연구생을 모집합니다. 관심 있는 학생은 지도교수에게 이메일로 연락하기 바랍니다.',
  ], '촉각만으로 물체의 종류를 92% 정확도로 구분하는 알고리즘을 발표했다.', '시각 정보 없이 촉각만으로 물체의 종류를 92% 정확도로 구분하는 알고리즘을 발표했습니다'),
  T('th-uni', 'th', 'มหาวิทยาลัยเปิดหลักสูตรวิทยาการข้อมูลสำหรับครู', [
    'คณะวิทยาศาสตร์เปิดหลักสูตรอบรมวิทยาการข้อมูลสำหรับครูมัธยมศึกษา เพื่อให้ครูสามารถสอนการวิเคราะห์ข้อมูลเบื้องต้นในห้องเรียนได้',
    'หลักสูตรใช้เวลาอบรมทั้งหมด 60 ชั่วโมง และมีครูเข้าร่วมรุ่นแรกจำนวน 120 คนจาก 45 โรงเรียน',
    'ผู้ที่ผ่านการอบรมจะได้รับประกาศนียบัตรจากมหาวิทยาลัย',
  ], 'หลักสูตรอบรมวิทยาการข้อมูลสำหรับครูใช้เวลา 60 ชั่วโมง', 'หลักสูตรใช้เวลาอบรมทั้งหมด 60 ชั่วโมง'),
  T('ar-uni', 'ar', 'الجامعة تطلق برنامجًا لتعليم البرمجة لطلاب المدارس', [
    'أطلقت كلية علوم الحاسب في الجامعة برنامجًا صيفيًا مجانيًا لتعليم البرمجة لطلاب المرحلة الثانوية، يشارك فيه 300 طالب وطالبة من مدارس المنطقة.',
    'ويتضمن البرنامج دروسًا في لغة بايثون وتصميم التطبيقات، ويشرف عليه أعضاء هيئة التدريس بمساعدة طلاب الدراسات العليا.',
    'وقال عميد الكلية إن البرنامج يهدف إلى تشجيع الطلاب على دراسة تخصصات الحاسب في الجامعة.',
  ], 'يشارك في برنامج تعليم البرمجة الصيفي 300 طالب وطالبة.', 'ويتضمن البرنامج دروسًا في لغة بايثون وتصميم التطبيقات'),
];

export const text = (key: string): Text => {
  const t = TEXTS.find((x) => x.key === key);
  if (!t) throw new Error(`blind23: no text ${key}`);
  return t;
};
