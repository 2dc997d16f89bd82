/**
 * The health texts of blind21 (one topic a page family), written for this set in 21 languages.
 * `quote` is a sentence the page says word for word (the set varies its typography per case);
 * `absent` is a near miss the page does not say.
 */
export type Topic = { k: string; lang: string; charset: string; host: string; site: string; title: string; paras: string[]; claim: string; quote: string; absent: string };

export const TOPICS: Topic[] = [
  // ——— English ———
  {
    k: 'shingles', lang: 'en', charset: 'utf-8', host: 'www.nhs.uk', site: 'NHS', title: 'Shingles',
    paras: [
      'Shingles is an infection that causes a painful rash. Get advice from 111 as soon as possible if you think you have shingles.',
      '<h2>Check if you have shingles</h2>',
      'The first signs of shingles can be a tingling or painful feeling in an area of skin, a headache or feeling generally unwell. A rash will usually appear a few days later. The rash usually appears on one side of your body, often on your chest or tummy.',
      '<h2>How long shingles lasts</h2>',
      'It usually takes up to 4 weeks for the rash to heal. Your skin can be painful for weeks after the rash has gone, but it usually settles over time. This is called post-herpetic neuralgia.',
      '<h2>The shingles vaccine</h2>',
      'A shingles vaccine is available on the NHS for some adults. It helps reduce your chances of getting shingles, and if you do get it, it’s likely to be milder. People who turn 65 on or after 1 September 2023 are eligible, as are people aged 70 to 79.',
    ],
    claim: 'The NHS says the shingles rash usually takes up to 4 weeks to heal and that people turning 65 on or after 1 September 2023 are eligible for the vaccine.',
    quote: 'It usually takes up to 4 weeks for the rash to heal.',
    absent: 'It usually takes up to 6 weeks for the rash to heal.',
  },
  {
    k: 'measles', lang: 'en', charset: 'utf-8', host: 'www.who.int', site: 'World Health Organization', title: 'Measles',
    paras: [
      'Measles is a highly contagious disease caused by a virus. It spreads easily when an infected person breathes, coughs or sneezes. It can cause severe disease, complications, and even death.',
      'Measles can affect anyone but is most common in children. The virus infects the respiratory tract and then spreads throughout the body. Symptoms include a high fever, cough, runny nose and a rash all over the body.',
      'Being vaccinated is the best way to prevent getting sick with measles or spreading it to other people. The vaccine is safe and helps your body fight off the virus. Before the introduction of the measles vaccine in 1963 and widespread vaccination, major epidemics occurred approximately every 2–3 years.',
      'At least 95% of people in a community need to be vaccinated with two doses to protect the whole community from outbreaks.',
    ],
    claim: 'WHO notes that major measles epidemics occurred every 2–3 years before vaccination began in 1963.',
    quote: 'major epidemics occurred approximately every 2–3 years',
    absent: 'major epidemics occurred approximately every 4–5 years',
  },
  {
    k: 'heat', lang: 'en', charset: 'utf-8', host: 'www.cdc.gov', site: 'Centers for Disease Control and Prevention', title: 'Heat-Related Illnesses: Warning Signs and What to Do',
    paras: [
      'Heat stroke is the most serious heat-related illness. It occurs when the body can no longer control its temperature: the body’s temperature rises rapidly, the sweating mechanism fails, and the body is unable to cool down.',
      'When heat stroke occurs, the body temperature can rise to 106°F or higher within 10 to 15 minutes. Heat stroke can cause permanent disability or death if emergency treatment is not given.',
      'Warning signs include a high body temperature, hot, red, dry or damp skin, a fast, strong pulse, headache, dizziness, nausea, confusion and losing consciousness. Call 911 right away — heat stroke is a medical emergency.',
      'Heat exhaustion is the body’s response to an excessive loss of water and salt, usually through excessive sweating. Move to a cool place, loosen your clothes and sip water.',
    ],
    claim: 'According to the CDC, during heat stroke body temperature can rise to 106°F or higher within 10 to 15 minutes.',
    quote: 'the body temperature can rise to 106°F or higher within 10 to 15 minutes',
    absent: 'the body temperature can rise to 104°F or higher within 5 to 10 minutes',
  },
  {
    k: 'cardio', lang: 'en', charset: 'utf-8', host: 'www.stgeorges.nhs.uk', site: 'St George’s University Hospitals NHS Foundation Trust', title: 'Cardiac rehabilitation service',
    paras: [
      'Our cardiac rehabilitation team supports people recovering from a heart attack, heart surgery or a new diagnosis of heart failure. The programme combines supervised exercise with education on medicines, diet and returning to work.',
      'The programme runs for eight weeks, with two supervised exercise sessions each week at the hospital or at one of our community venues in Tooting and Wimbledon. Sessions last about 90 minutes.',
      'You will be referred by the cardiology ward before you go home, or your GP can refer you. If you have not heard from us within two weeks of leaving hospital, please call the team.',
      'We also offer a home-based programme using the Heart Manual for patients who cannot travel, and sessions in Tamil and Polish with interpreters.',
    ],
    claim: 'St George’s cardiac rehabilitation programme runs for eight weeks with two supervised exercise sessions each week.',
    quote: 'The programme runs for eight weeks, with two supervised exercise sessions each week',
    absent: 'The programme runs for twelve weeks, with three supervised exercise sessions each week',
  },
  {
    k: 'metformin', lang: 'en', charset: 'utf-8', host: 'www.drugs.com', site: 'Drugs.com', title: 'Metformin: Uses, Dosage, Side Effects & Warnings',
    paras: [
      'Metformin is an oral diabetes medicine that helps control blood sugar levels. It is used together with diet and exercise to improve blood sugar control in adults and children with type 2 diabetes mellitus.',
      '<h2>Warnings</h2>',
      'You should not use metformin if you have severe kidney disease or diabetic ketoacidosis. Lactic acidosis is a rare but serious side effect; get emergency medical help if you have unusual muscle pain, feel cold, have trouble breathing, or feel weak or tired.',
      'If you need surgery or any type of x-ray or CT scan using a dye that is injected into your veins, you may need to temporarily stop taking metformin.',
      '<h2>Common side effects</h2>',
      'Common side effects of metformin may include low blood sugar, nausea, upset stomach, and diarrhea. Taking it with meals can lessen stomach symptoms.',
    ],
    claim: 'Drugs.com says metformin should not be used by people with severe kidney disease or diabetic ketoacidosis.',
    quote: 'You should not use metformin if you have severe kidney disease or diabetic ketoacidosis.',
    absent: 'You should not use metformin if you have mild liver disease or diabetic ketoacidosis.',
  },
  {
    k: 'trial', lang: 'en', charset: 'utf-8', host: 'www.isrctn.com', site: 'ISRCTN registry', title: 'Vitamin D supplementation to prevent acute respiratory infections in care-home residents',
    paras: [
      'This trial was designed to test whether a daily dose of 800 IU of vitamin D3 reduces the number of acute respiratory infections in older people living in care homes over 12 months.',
      'The trial was withdrawn before enrolment because the sponsor did not obtain funding for the second phase. No participants were recruited and no results will be published.',
    ],
    claim: 'The care-home vitamin D trial was withdrawn before enrolment because funding for the second phase was not obtained.',
    quote: 'The trial was withdrawn before enrolment because the sponsor did not obtain funding for the second phase.',
    absent: 'The trial was terminated after enrolment because the sponsor did not obtain funding for the second phase.',
  },
  {
    k: 'vet', lang: 'en', charset: 'utf-8', host: 'www.pdsa.org.uk', site: 'PDSA', title: 'Vaccinating your dog',
    paras: [
      'Vaccinations protect your dog from serious and potentially fatal diseases such as parvovirus, distemper, infectious hepatitis and leptospirosis.',
      'Puppies usually have their first vaccination at 8 weeks old and a second dose 2 to 4 weeks later. They can usually go out for walks one to two weeks after their second set of injections — check with your vet.',
      'Adult dogs need booster vaccinations to keep them protected. Leptospirosis boosters are needed every year, while the core vaccines for parvovirus, distemper and hepatitis are usually given every three years.',
      'If your dog is going to kennels, they may also need a kennel cough vaccine, which is given up the nose.',
    ],
    claim: 'PDSA says leptospirosis boosters for dogs are needed every year and core vaccines usually every three years.',
    quote: 'Leptospirosis boosters are needed every year',
    absent: 'Leptospirosis boosters are needed every three years',
  },
  {
    k: 'dental', lang: 'en', charset: 'utf-8', host: 'www.dentalhealth.org', site: 'Oral Health Foundation', title: 'Fluoride varnish for children',
    paras: [
      'Fluoride varnish is a protective coating painted on the teeth to help prevent tooth decay. It is quick and painless and can be applied by a dentist, dental hygienist or dental therapist.',
      'Children aged three and over should have fluoride varnish applied to their teeth at least twice a year. Children at higher risk of decay may have it more often.',
      'After the varnish is applied, your child should not eat hard food or have hot drinks for about four hours, and should not brush their teeth until the next morning.',
    ],
    claim: 'The Oral Health Foundation advises fluoride varnish at least twice a year for children aged three and over.',
    quote: 'Children aged three and over should have fluoride varnish applied to their teeth at least twice a year.',
    absent: 'Children aged two and over should have fluoride varnish applied to their teeth at least four times a year.',
  },
  {
    k: 'insurer', lang: 'en', charset: 'utf-8', host: 'www.bupa.co.uk', site: 'Bupa UK', title: 'Does health insurance cover physiotherapy?',
    paras: [
      'Most of our health insurance policies include cover for physiotherapy as part of outpatient cover, up to the limits shown on your membership certificate.',
      'With Direct Access you can book physiotherapy for muscle, bone and joint problems without a GP referral. You can usually have up to 5 sessions before a review by a consultant is needed.',
      'Physiotherapy for chronic conditions is not usually covered. Check your policy documents or call us before starting treatment.',
    ],
    claim: 'Bupa’s Direct Access lets members book physiotherapy without a GP referral, usually up to 5 sessions before a consultant review.',
    quote: 'You can usually have up to 5 sessions before a review by a consultant is needed.',
    absent: 'You can usually have up to 10 sessions before a review by a consultant is needed.',
  },
  {
    k: 'press', lang: 'en', charset: 'utf-8', host: 'www.bmj.com', site: 'The BMJ', title: 'Ultra-processed food linked to 32 adverse health outcomes, umbrella review finds',
    paras: [
      'Greater exposure to ultra-processed food is associated with a higher risk of adverse health outcomes, especially cardiometabolic, common mental disorder and mortality outcomes, finds an umbrella review published today.',
      'The researchers pooled 45 meta-analyses covering almost 10 million participants. Convincing evidence showed that higher intake was associated with an approximately 50% higher risk of cardiovascular disease related death.',
      '“These findings support urgent mechanistic research and public health actions that seek to target and minimise ultra-processed food consumption,” the authors write.',
      'They note that the review was observational and cannot establish cause, and that some of the evidence was graded as low quality.',
    ],
    claim: 'A BMJ umbrella review linked higher ultra-processed food intake with about a 50% higher risk of cardiovascular death.',
    quote: 'approximately 50% higher risk of cardiovascular disease related death',
    absent: 'approximately 70% higher risk of cardiovascular disease related death',
  },
  {
    k: 'forum', lang: 'en', charset: 'utf-8', host: 'healthunlocked.com', site: 'HealthUnlocked', title: 'Fatigue six months after starting levothyroxine',
    paras: [],
    claim: 'Patients on a thyroid forum describe fatigue persisting six months after starting levothyroxine.',
    quote: 'still exhausted by 3pm every day',
    absent: 'completely back to normal within a month',
  },
  {
    k: 'product', lang: 'en', charset: 'utf-8', host: 'www.boots.com', site: 'Boots', title: 'Boots Hayfever Relief 10mg Tablets – 30 Tablets',
    paras: [
      'Boots Hayfever Relief 10mg tablets contain cetirizine hydrochloride, a non-drowsy antihistamine that relieves the symptoms of hay fever and allergies for 24 hours.',
      'Adults and children aged 12 years and over: take one tablet once a day. Do not take more than the recommended dose.',
      'Always read the label. Ask your pharmacist if you are pregnant or breastfeeding, or if you are taking other medicines.',
    ],
    claim: 'Boots cetirizine 10mg hay fever tablets are taken once a day by adults and children aged 12 and over.',
    quote: 'Adults and children aged 12 years and over: take one tablet once a day.',
    absent: 'Adults and children aged 6 years and over: take two tablets once a day.',
  },
  {
    k: 'epar', lang: 'en', charset: 'utf-8', host: 'www.ema.europa.eu', site: 'European Medicines Agency', title: 'Raptiva: withdrawn application EPAR',
    paras: [
      'Raptiva (efalizumab) was a medicine used to treat adults with moderate to severe chronic plaque psoriasis who had not responded to, or could not use, other systemic treatments.',
      'In February 2009 the Committee for Medicinal Products for Human Use (CHMP) recommended the suspension of the marketing authorisation, after concluding that the benefits of Raptiva no longer outweighed its risks, because of cases of progressive multifocal leukoencephalopathy (PML) in patients taking the medicine.',
      'The marketing authorisation was withdrawn at the request of the marketing-authorisation holder. The European public assessment report below is kept for reference.',
    ],
    claim: 'The CHMP recommended suspending Raptiva’s authorisation in February 2009 because of PML cases.',
    quote: 'the benefits of Raptiva no longer outweighed its risks',
    absent: 'the benefits of Raptiva clearly outweighed its risks',
  },
  {
    k: 'nice', lang: 'en', charset: 'utf-8', host: 'www.nice.org.uk', site: 'NICE', title: 'Hypertension in adults: diagnosis and management (CG127)',
    paras: [
      'This guideline covers identifying and treating primary hypertension (high blood pressure) in people aged 18 and over, including people with type 2 diabetes.',
      '1.1.3 If the clinic blood pressure is 140/90 mmHg or higher, offer ambulatory blood pressure monitoring (ABPM) to confirm the diagnosis of hypertension.',
      '1.1.4 If a person is unable to tolerate ABPM, home blood pressure monitoring (HBPM) is a suitable alternative to confirm the diagnosis.',
      '1.6.2 Offer people aged under 55 years step 1 treatment with an angiotensin-converting enzyme (ACE) inhibitor or a low-cost angiotensin II receptor blocker (ARB).',
    ],
    claim: 'NICE CG127 recommended offering ABPM to confirm hypertension when clinic blood pressure is 140/90 mmHg or higher.',
    quote: 'If the clinic blood pressure is 140/90 mmHg or higher, offer ambulatory blood pressure monitoring (ABPM)',
    absent: 'If the clinic blood pressure is 160/100 mmHg or higher, offer ambulatory blood pressure monitoring (ABPM)',
  },
  {
    k: 'ibuprofen', lang: 'en', charset: 'utf-8', host: 'www.healthline.com', site: 'Healthline', title: 'Can You Take Ibuprofen and Acetaminophen Together?',
    paras: [
      'Ibuprofen and acetaminophen are two common over-the-counter pain relievers. They work in different ways, so for most healthy adults it is generally safe to take them together or to alternate them.',
      'Acetaminophen works in the brain to reduce pain and fever, while ibuprofen is a nonsteroidal anti-inflammatory drug (NSAID) that also reduces inflammation.',
      'Healthy adults should not take more than 3,000 milligrams of acetaminophen in 24 hours unless a doctor advises otherwise. Taking too much can cause serious liver damage.',
      'People with stomach ulcers, kidney disease or heart failure should talk with a doctor before taking ibuprofen.',
    ],
    claim: 'Healthline says healthy adults should not take more than 3,000 mg of acetaminophen in 24 hours.',
    quote: 'Healthy adults should not take more than 3,000 milligrams of acetaminophen in 24 hours',
    absent: 'Healthy adults should not take more than 4,000 milligrams of acetaminophen in 12 hours',
  },
  {
    k: 'asthma', lang: 'en', charset: 'utf-8', host: 'www.healthdirect.gov.au', site: 'healthdirect', title: 'Asthma action plans',
    paras: [
      'An asthma action plan is a written set of instructions that tells you what to do when your asthma symptoms get worse. Your doctor will help you write it.',
      'Everyone with asthma should have a written asthma action plan and review it with their doctor at least once a year.',
      'Your plan lists your usual medicines, the signs that your asthma is getting worse, and what to do in an asthma emergency, including when to call triple zero (000).',
    ],
    claim: 'healthdirect says everyone with asthma should have a written action plan reviewed with a doctor at least once a year.',
    quote: 'Everyone with asthma should have a written asthma action plan and review it with their doctor at least once a year.',
    absent: 'Everyone with asthma should have a written asthma action plan and review it with their pharmacist every month.',
  },
  {
    k: 'recall', lang: 'en', charset: 'utf-8', host: 'www.fda.gov', site: 'U.S. Food and Drug Administration', title: 'Company Announcement: Voluntary Nationwide Recall of Children’s Ibuprofen Oral Suspension Due to Potential Higher Concentration',
    paras: [
      'The company is voluntarily recalling three lots of Children’s Ibuprofen Oral Suspension, USP, 100 mg per 5 mL, to the retail level because the product may have higher levels of ibuprofen than stated on the label.',
      'Infants who are more susceptible to a higher potency level of drug may be more vulnerable to permanent NSAID-associated renal injury. Adverse effects may include nausea, vomiting, epigastric pain, or diarrhea.',
      'The product was distributed nationwide to wholesalers and retail stores. Consumers who have the product should stop using it and return it to the place of purchase.',
    ],
    claim: 'Three lots of children’s ibuprofen oral suspension were recalled because they might contain more ibuprofen than labelled.',
    quote: 'may have higher levels of ibuprofen than stated on the label',
    absent: 'may have lower levels of ibuprofen than stated on the label',
  },
  {
    k: 'mayo', lang: 'en', charset: 'utf-8', host: 'www.mayoclinic.org', site: 'Mayo Clinic', title: 'Plantar fasciitis - Symptoms and causes',
    paras: [
      'Plantar fasciitis is one of the most common causes of heel pain. It involves inflammation of a thick band of tissue that runs across the bottom of each foot and connects the heel bone to the toes.',
      'Plantar fasciitis commonly causes stabbing pain that usually occurs with your very first steps in the morning. As you get up and move, the pain normally decreases, but it might return after long periods of standing.',
      'Risk factors include age — plantar fasciitis is most common between the ages of 40 and 60 — certain types of exercise, foot mechanics, obesity and occupations that keep you on your feet.',
    ],
    claim: 'Mayo Clinic says plantar fasciitis is most common between the ages of 40 and 60.',
    quote: 'plantar fasciitis is most common between the ages of 40 and 60',
    absent: 'plantar fasciitis is most common between the ages of 20 and 30',
  },
  // ——— other languages ———
  {
    k: 'fsme', lang: 'de', charset: 'windows-1252', host: 'www.gesundheitsinformation.de', site: 'gesundheitsinformation.de', title: 'FSME: Zeckenbiss und Impfung',
    paras: [
      'Die Frühsommer-Meningoenzephalitis (FSME) ist eine Virusinfektion, die durch Zeckenstiche übertragen wird. Die meisten Infektionen verlaufen ohne Beschwerden oder mit grippeähnlichen Symptomen.',
      'Bei etwa 10 von 100 Menschen mit Symptomen kommt es nach einer Pause von rund einer Woche zu einer Entzündung der Hirnhäute oder des Gehirns. Ältere Menschen erkranken dabei häufiger schwer.',
      'Die Ständige Impfkommission (STIKO) empfiehlt die Impfung für Menschen, die in Risikogebieten leben oder dort Zecken ausgesetzt sind – vor allem in Bayern, Baden-Württemberg und Teilen von Sachsen und Thüringen.',
      'Für einen vollständigen Schutz sind drei Impfungen nötig; die erste Auffrischung erfolgt nach drei Jahren.',
    ],
    claim: 'Laut gesundheitsinformation.de entwickeln etwa 10 von 100 Menschen mit FSME-Symptomen eine Hirnhaut- oder Gehirnentzündung.',
    quote: 'Bei etwa 10 von 100 Menschen mit Symptomen kommt es nach einer Pause von rund einer Woche zu einer Entzündung der Hirnhäute oder des Gehirns.',
    absent: 'Bei etwa 30 von 100 Menschen mit Symptomen kommt es sofort zu einer Entzündung der Hirnhäute.',
  },
  {
    k: 'grippe', lang: 'fr', charset: 'windows-1252', host: 'www.ameli.fr', site: 'ameli.fr', title: 'Grippe saisonnière : symptômes, traitement et vaccination',
    paras: [
      'La grippe saisonnière est une infection respiratoire aiguë due aux virus influenza. Elle se manifeste par une fièvre élevée, des courbatures, une grande fatigue et une toux sèche.',
      'Chaque hiver, la grippe touche entre 2 et 6 millions de personnes en France. Les complications sont plus fréquentes chez les personnes âgées de 65 ans et plus, les femmes enceintes et les personnes atteintes de certaines maladies chroniques.',
      'La vaccination est prise en charge à 100 % par l’Assurance Maladie pour les personnes à risque. Elle peut être réalisée par un médecin, une sage-femme, un infirmier ou un pharmacien.',
      'Les « gestes barrières » – se laver les mains, porter un masque en cas de symptômes, aérer les pièces – limitent la transmission du virus.',
    ],
    claim: 'Selon ameli.fr, la grippe touche chaque hiver entre 2 et 6 millions de personnes en France.',
    quote: 'Chaque hiver, la grippe touche entre 2 et 6 millions de personnes en France.',
    absent: 'Chaque hiver, la grippe touche entre 8 et 10 millions de personnes en France.',
  },
  {
    k: 'dengue', lang: 'es', charset: 'utf-8', host: 'medlineplus.gov', site: 'MedlinePlus en español', title: 'Dengue',
    paras: [
      'El dengue es una enfermedad causada por un virus que se transmite a través de la picadura de mosquitos infectados, principalmente del género Aedes.',
      'Los síntomas aparecen entre 4 y 10 días después de la picadura e incluyen fiebre alta, dolor de cabeza intenso, dolor detrás de los ojos, dolores musculares y articulares, y sarpullido.',
      'No existe un tratamiento específico. Se recomienda reposo, beber abundantes líquidos y tomar paracetamol para la fiebre; se deben evitar la aspirina y el ibuprofeno por el riesgo de sangrado.',
    ],
    claim: 'Según MedlinePlus, los síntomas del dengue aparecen entre 4 y 10 días después de la picadura.',
    quote: 'Los síntomas aparecen entre 4 y 10 días después de la picadura',
    absent: 'Los síntomas aparecen entre 1 y 2 días después de la picadura',
  },
  {
    k: 'morbillo', lang: 'it', charset: 'utf-8', host: 'www.epicentro.iss.it', site: 'EpiCentro – Istituto Superiore di Sanità', title: 'Morbillo: aspetti epidemiologici',
    paras: [
      'Il morbillo è una malattia infettiva esantematica altamente contagiosa, causata da un virus del genere Morbillivirus. Si trasmette per via aerea attraverso le goccioline emesse con tosse e starnuti.',
      'Nel 2024 in Italia sono stati segnalati 1.055 casi di morbillo, di cui il 71% non vaccinati. L’età mediana dei casi è stata di 29 anni.',
      'Il vaccino trivalente morbillo-parotite-rosolia (MPR) è offerto gratuitamente con due dosi: la prima a 13-15 mesi e la seconda a 5-6 anni.',
    ],
    claim: 'Secondo EpiCentro, nel 2024 in Italia sono stati segnalati 1.055 casi di morbillo, il 71% non vaccinati.',
    quote: 'Nel 2024 in Italia sono stati segnalati 1.055 casi di morbillo, di cui il 71% non vaccinati.',
    absent: 'Nel 2024 in Italia sono stati segnalati 2.300 casi di morbillo, di cui il 90% non vaccinati.',
  },
  {
    k: 'diabetes-pt', lang: 'pt', charset: 'utf-8', host: 'www.sns24.gov.pt', site: 'SNS 24', title: 'Diabetes tipo 2',
    paras: [
      'A diabetes tipo 2 é uma doença crónica em que o organismo não utiliza corretamente a insulina que produz, o que leva ao aumento da glicose no sangue.',
      'Em Portugal, estima-se que mais de 1 milhão de pessoas entre os 20 e os 79 anos tenham diabetes, e que cerca de 44% não saibam que têm a doença.',
      'A prática regular de exercício físico, uma alimentação equilibrada e a manutenção de um peso saudável reduzem o risco de desenvolver diabetes tipo 2.',
    ],
    claim: 'O SNS 24 estima que cerca de 44% das pessoas com diabetes em Portugal não sabem que têm a doença.',
    quote: 'cerca de 44% não saibam que têm a doença',
    absent: 'cerca de 60% não saibam que têm a doença',
  },
  {
    k: 'griep', lang: 'nl', charset: 'utf-8', host: 'www.thuisarts.nl', site: 'Thuisarts.nl', title: 'Ik heb griep',
    paras: [
      'Griep is een infectie met het influenzavirus. U krijgt plotseling koorts, spierpijn en hoofdpijn, en u voelt zich erg ziek.',
      'De meeste mensen zijn na 1 tot 2 weken beter. Moeheid kan nog een paar weken duren.',
      'Bel de huisarts als u na 5 dagen nog koorts heeft, als u benauwd wordt of als u suf of verward bent. Mensen van 60 jaar en ouder krijgen elk jaar een uitnodiging voor de griepprik.',
    ],
    claim: 'Thuisarts.nl adviseert de huisarts te bellen als u na 5 dagen nog koorts heeft.',
    quote: 'Bel de huisarts als u na 5 dagen nog koorts heeft',
    absent: 'Bel de huisarts als u na 2 dagen nog koorts heeft',
  },
  {
    k: 'hpv', lang: 'pl', charset: 'iso-8859-2', host: 'pacjent.gov.pl', site: 'Pacjent.gov.pl', title: 'Szczepienia przeciw HPV – bezpłatne dla dzieci w wieku 9–14 lat',
    paras: [
      'Wirus brodawczaka ludzkiego (HPV) może wywoływać raka szyjki macicy, raka odbytu, raka gardła oraz brodawki narządów płciowych. Szczepienie chroni przed zakażeniem najgroźniejszymi typami wirusa.',
      'Od 1 września 2023 roku bezpłatne szczepienie przeciw HPV przysługuje wszystkim dzieciom, które ukończyły 9 lat, do ukończenia 14 lat. Szczepienie wykonasz w przychodni POZ lub w szkole.',
      'Szczepienie jest najskuteczniejsze, gdy zostanie wykonane przed rozpoczęciem życia seksualnego. Dzieci w wieku 9–14 lat otrzymują dwie dawki szczepionki w odstępie 6–12 miesięcy.',
    ],
    claim: 'Od 1 września 2023 r. szczepienie przeciw HPV jest bezpłatne dla dzieci od 9 do 14 lat.',
    quote: 'Od 1 września 2023 roku bezpłatne szczepienie przeciw HPV przysługuje wszystkim dzieciom',
    absent: 'Od 1 stycznia 2022 roku bezpłatne szczepienie przeciw HPV przysługuje wszystkim dorosłym',
  },
  {
    k: 'sukl', lang: 'cs', charset: 'windows-1250', host: 'www.sukl.cz', site: 'Státní ústav pro kontrolu léčiv', title: 'Výpadek v dodávkách léčivého přípravku Paralen 500 mg',
    paras: [
      'Státní ústav pro kontrolu léčiv (SÚKL) informuje o přerušení dodávek léčivého přípravku Paralen 500 mg tablety do České republiky.',
      'Držitel rozhodnutí o registraci oznámil, že dodávky budou obnoveny nejdříve v březnu 2025. Důvodem jsou výrobní problémy u dodavatele účinné látky.',
      'Na trhu jsou dostupné jiné přípravky se stejnou účinnou látkou paracetamol. Pacienti se mohou obrátit na svého lékárníka, který jim doporučí vhodnou náhradu.',
    ],
    claim: 'SÚKL uvádí, že dodávky přípravku Paralen 500 mg budou obnoveny nejdříve v březnu 2025.',
    quote: 'dodávky budou obnoveny nejdříve v březnu 2025',
    absent: 'dodávky budou obnoveny nejpozději v lednu 2025',
  },
  {
    k: 'ogyei', lang: 'hu', charset: 'iso-8859-2', host: 'ogyei.gov.hu', site: 'Országos Gyógyszerészeti és Élelmezés-egészségügyi Intézet', title: 'Tájékoztatás a metamizol tartalmú gyógyszerek alkalmazásáról',
    paras: [
      'Az OGYÉI tájékoztatja a betegeket és az egészségügyi szakembereket a metamizol tartalmú gyógyszerek alkalmazásával összefüggő agranulocitózis kockázatáról.',
      'Az agranulocitózis a fehérvérsejtek számának jelentős csökkenése, amely súlyos, akár életveszélyes fertőzésekhez vezethet. A tünetek közé tartozik a láz, a hidegrázás és a torokfájás.',
      'Ha a gyógyszer szedése alatt lázat vagy torokfájást tapasztal, azonnal hagyja abba a gyógyszer szedését és forduljon orvoshoz.',
    ],
    claim: 'Az OGYÉI szerint a metamizol szedése alatt jelentkező láz vagy torokfájás esetén azonnal abba kell hagyni a gyógyszert.',
    quote: 'azonnal hagyja abba a gyógyszer szedését és forduljon orvoshoz',
    absent: 'folytassa a gyógyszer szedését és várjon egy hetet',
  },
  {
    k: 'gripp-ru', lang: 'ru', charset: 'windows-1251', host: 'minzdrav.gov.ru', site: 'Министерство здравоохранения Российской Федерации', title: 'Профилактика гриппа и ОРВИ',
    paras: [
      'Грипп — это острое инфекционное заболевание дыхательных путей, вызываемое вирусом гриппа. Заболевание начинается внезапно с высокой температуры, головной боли и ломоты в мышцах.',
      'Наиболее эффективным средством профилактики гриппа является ежегодная вакцинация. Прививку рекомендуется делать в сентябре–ноябре, до начала сезонного подъёма заболеваемости.',
      'Иммунитет после вакцинации формируется в течение 2–3 недель. В первую очередь прививаться рекомендуется детям, беременным, людям старше 60 лет и медицинским работникам.',
    ],
    claim: 'Минздрав указывает, что иммунитет после прививки от гриппа формируется в течение 2–3 недель.',
    quote: 'Иммунитет после вакцинации формируется в течение 2–3 недель.',
    absent: 'Иммунитет после вакцинации формируется в течение 2–3 дней.',
  },
  {
    k: 'kir', lang: 'uk', charset: 'koi8-u', host: 'moz.gov.ua', site: 'Міністерство охорони здоров’я України', title: 'Кір: симптоми, ускладнення та вакцинація',
    paras: [
      'Кір — це висококонтагіозна вірусна інфекція, яка передається повітряно-крапельним шляхом. Одна хвора людина може заразити до 18 людей, які не мають імунітету.',
      'Перші симптоми з’являються через 10–12 днів після контакту: висока температура, нежить, кашель, червоні очі. Згодом з’являється висип, який починається на обличчі.',
      'Згідно з Календарем профілактичних щеплень, дітей вакцинують двічі: у 12 місяців та у 6 років. Вакцинація безкоштовна в усіх закладах первинної медичної допомоги.',
    ],
    claim: 'МОЗ України зазначає, що одна хвора на кір людина може заразити до 18 людей без імунітету.',
    quote: 'Одна хвора людина може заразити до 18 людей, які не мають імунітету.',
    absent: 'Одна хвора людина може заразити до 5 людей, які не мають імунітету.',
  },
  {
    k: 'ilara', lang: 'el', charset: 'iso-8859-7', host: 'eody.gov.gr', site: 'ΕΟΔΥ', title: 'Ιλαρά: Οδηγίες για το κοινό',
    paras: [
      'Η ιλαρά είναι ιογενής λοιμώδης νόσος με πολύ υψηλή μεταδοτικότητα. Μεταδίδεται αερογενώς και με σταγονίδια από τη μύτη ή το στόμα ενός ασθενούς.',
      'Τα συμπτώματα εμφανίζονται συνήθως 10 έως 12 ημέρες μετά την έκθεση και περιλαμβάνουν υψηλό πυρετό, καταρροή, βήχα και επιπεφυκίτιδα, ενώ ακολουθεί χαρακτηριστικό εξάνθημα.',
      'Ο εμβολιασμός με δύο δόσεις του εμβολίου ιλαράς-ερυθράς-παρωτίτιδας (MMR) προσφέρει προστασία άνω του 97%.',
    ],
    claim: 'Ο ΕΟΔΥ αναφέρει ότι δύο δόσεις του εμβολίου MMR προσφέρουν προστασία άνω του 97%.',
    quote: 'προσφέρει προστασία άνω του 97%',
    absent: 'προσφέρει προστασία άνω του 80%',
  },
  {
    k: 'sukkari', lang: 'ar', charset: 'windows-1256', host: 'www.moh.gov.sa', site: 'وزارة الصحة', title: 'داء السكري',
    paras: [
      'داء السكري مرض مزمن يحدث عندما لا ينتج البنكرياس كمية كافية من الأنسولين، أو عندما لا يستطيع الجسم استخدام الأنسولين الذي ينتجه بشكل فعال.',
      'من أعراض السكري كثرة التبول والعطش الشديد والجوع المستمر وفقدان الوزن غير المبرر وتشوش الرؤية والتعب.',
      'ينصح بإجراء فحص السكر في الدم مرة كل ثلاث سنوات لكل من تجاوز عمره 45 عامًا، وفي سن أصغر لمن لديهم عوامل خطورة مثل السمنة أو وجود تاريخ عائلي للمرض.',
    ],
    claim: 'توصي وزارة الصحة بفحص السكر في الدم مرة كل ثلاث سنوات لمن تجاوز 45 عامًا.',
    quote: 'ينصح بإجراء فحص السكر في الدم مرة كل ثلاث سنوات لكل من تجاوز عمره 45 عامًا',
    absent: 'ينصح بإجراء فحص السكر في الدم مرة كل سنة لكل من تجاوز عمره 30 عامًا',
  },
  {
    k: 'nesshou', lang: 'ja', charset: 'shift_jis', host: 'www.mhlw.go.jp', site: '厚生労働省', title: '熱中症予防のための情報・資料サイト',
    paras: [
      '熱中症は、高温多湿な環境に長くいることで、体内の水分や塩分のバランスが崩れ、体温調節機能がうまく働かなくなることにより発症します。',
      '令和5年の熱中症による死亡者数は1,651人で、そのうち65歳以上の高齢者が約8割を占めています。',
      'のどの渇きを感じなくても、こまめに水分・塩分を補給しましょう。暑さを避け、エアコンを適切に使用することが大切です。',
    ],
    claim: '厚生労働省によると、令和5年の熱中症による死亡者数は1,651人だった。',
    quote: '令和5年の熱中症による死亡者数は1,651人で',
    absent: '令和5年の熱中症による死亡者数は3,200人で',
  },
  {
    k: 'liugan', lang: 'zh', charset: 'gb18030', host: 'www.nhc.gov.cn', site: '中华人民共和国国家卫生健康委员会', title: '流行性感冒诊疗方案（2025年版）',
    paras: [
      '流行性感冒（以下简称流感）是由流感病毒引起的一种急性呼吸道传染病，在世界范围内引起暴发和流行。',
      '流感起病急，主要以发热、头痛、肌痛和全身不适起病，体温可达39～40℃，可有畏寒、寒战，多伴全身肌肉关节酸痛、乏力、食欲减退等全身症状。',
      '重症或有重症流感高危因素的患者，应当尽早给予抗流感病毒治疗，发病48小时内进行抗病毒治疗可减少并发症、降低病死率、缩短住院时间。',
    ],
    claim: '国家卫健委方案指出，发病48小时内进行抗病毒治疗可减少流感并发症、降低病死率。',
    quote: '发病48小时内进行抗病毒治疗可减少并发症',
    absent: '发病72小时内进行抗病毒治疗可减少并发症',
  },
  {
    k: 'dengue-tw', lang: 'zh-TW', charset: 'big5', host: 'www.cdc.gov.tw', site: '衛生福利部疾病管制署', title: '登革熱防治工作指引',
    paras: [
      '登革熱是一種由登革病毒所引起的急性傳染病，經由病媒蚊叮咬而傳播。臺灣主要的病媒蚊為埃及斑蚊及白線斑蚊。',
      '典型的登革熱症狀為突發性高燒、頭痛、後眼窩痛、肌肉痛、關節痛及出疹。潛伏期約為3至8天，最長可達14天。',
      '民眾應落實「巡、倒、清、刷」，清除住家內外積水容器，以降低病媒蚊孳生。',
    ],
    claim: '疾管署指出登革熱潛伏期約為3至8天，最長可達14天。',
    quote: '潛伏期約為3至8天，最長可達14天',
    absent: '潛伏期約為1至2天，最長可達5天',
  },
  {
    k: 'gyeolhaek', lang: 'ko', charset: 'euc-kr', host: 'www.kdca.go.kr', site: '질병관리청', title: '결핵 예방 및 관리',
    paras: [
      '결핵은 결핵균에 의해 발생하는 감염병으로, 주로 폐에 발생하지만 신장, 신경, 뼈 등 우리 몸속 대부분의 조직이나 장기에서 발생할 수 있습니다.',
      '2주 이상 기침이 계속되면 결핵 검사를 받아야 합니다. 결핵은 6개월 이상 꾸준히 약을 복용하면 완치할 수 있습니다.',
      '우리나라의 결핵 신환자 수는 2023년 16,640명으로 전년 대비 4.9% 감소하였습니다.',
    ],
    claim: '질병관리청에 따르면 2주 이상 기침이 계속되면 결핵 검사를 받아야 한다.',
    quote: '2주 이상 기침이 계속되면 결핵 검사를 받아야 합니다.',
    absent: '1주 이상 기침이 계속되면 결핵 검사를 받아야 합니다.',
  },
  {
    k: 'dengue-th', lang: 'th', charset: 'tis-620', host: 'ddc.moph.go.th', site: 'กรมควบคุมโรค', title: 'โรคไข้เลือดออก',
    paras: [
      'โรคไข้เลือดออกเกิดจากเชื้อไวรัสเดงกี่ มียุงลายเป็นพาหะนำโรค ผู้ป่วยจะมีไข้สูงลอย 2-7 วัน ปวดศีรษะ ปวดเมื่อยกล้ามเนื้อ และอาจมีจุดเลือดออกตามผิวหนัง',
      'ห้ามใช้ยาแอสไพรินหรือไอบูโพรเฟนในการลดไข้ เพราะอาจทำให้เลือดออกในกระเพาะอาหารได้ ควรใช้ยาพาราเซตามอลและเช็ดตัวลดไข้',
      'ประชาชนควรกำจัดแหล่งเพาะพันธุ์ยุงลายทุก 7 วัน ด้วยมาตรการ 3 เก็บ ได้แก่ เก็บบ้าน เก็บขยะ และเก็บน้ำ',
    ],
    claim: 'กรมควบคุมโรคระบุว่าห้ามใช้ยาแอสไพรินหรือไอบูโพรเฟนลดไข้ในผู้ป่วยไข้เลือดออก',
    quote: 'ห้ามใช้ยาแอสไพรินหรือไอบูโพรเฟนในการลดไข้',
    absent: 'ควรใช้ยาแอสไพรินหรือไอบูโพรเฟนในการลดไข้',
  },
  {
    k: 'kuduz', lang: 'tr', charset: 'utf-8', host: 'hsgm.saglik.gov.tr', site: 'T.C. Sağlık Bakanlığı Halk Sağlığı Genel Müdürlüğü', title: 'Kuduz Hastalığı',
    paras: [
      'Kuduz, kuduz virüsünün neden olduğu, hayvanlardan insanlara ısırma, tırmalama veya yaralı deriyi yalama yoluyla bulaşan ölümcül bir hastalıktır.',
      'Belirtiler başladıktan sonra hastalık neredeyse her zaman ölümle sonuçlanır. Bu nedenle temas sonrası yara hemen en az 15 dakika boyunca bol su ve sabunla yıkanmalıdır.',
      'Riskli temas sonrası en kısa sürede sağlık kuruluşuna başvurulmalı ve kuduz aşısı uygulaması başlatılmalıdır.',
    ],
    claim: 'Sağlık Bakanlığı, kuduz riski olan temastan sonra yaranın en az 15 dakika sabunlu suyla yıkanmasını öneriyor.',
    quote: 'yara hemen en az 15 dakika boyunca bol su ve sabunla yıkanmalıdır',
    absent: 'yara hemen en az 5 dakika boyunca alkolle silinmelidir',
  },
  {
    k: 'vattkoppor', lang: 'sv', charset: 'utf-8', host: 'www.1177.se', site: '1177', title: 'Vattkoppor',
    paras: [
      'Vattkoppor är en mycket smittsam sjukdom som orsakas av ett virus. De flesta får vattkoppor som barn. Man får blåsor som kliar över hela kroppen.',
      'Det tar mellan 10 och 21 dagar från att du blivit smittad tills du får symtom. Du smittar från ungefär två dagar innan blåsorna kommer tills alla blåsor har torkat in.',
      'Sedan 2025 erbjuds alla barn vaccin mot vattkoppor inom barnvaccinationsprogrammet, vid 12 och 18 månaders ålder.',
    ],
    claim: 'Enligt 1177 tar det mellan 10 och 21 dagar från smitta till symtom vid vattkoppor.',
    quote: 'Det tar mellan 10 och 21 dagar från att du blivit smittad tills du får symtom.',
    absent: 'Det tar mellan 2 och 5 dagar från att du blivit smittad tills du får symtom.',
  },
  {
    k: 'klinik', lang: 'de', charset: 'utf-8', host: 'www.charite.de', site: 'Charité – Universitätsmedizin Berlin', title: 'Schlafmedizinisches Zentrum',
    paras: [
      'Im Interdisziplinären Schlafmedizinischen Zentrum der Charité untersuchen und behandeln wir Patientinnen und Patienten mit Schlafstörungen aller Art – von Insomnie über Schlafapnoe bis zur Narkolepsie.',
      'Unser Schlaflabor verfügt über 16 Messplätze. Eine Untersuchung im Schlaflabor dauert in der Regel zwei Nächte.',
      'Für einen Termin benötigen Sie eine Überweisung von einer Fachärztin oder einem Facharzt. Bitte bringen Sie ein ausgefülltes Schlaftagebuch der letzten zwei Wochen mit.',
    ],
    claim: 'Das Schlaflabor der Charité hat 16 Messplätze; eine Untersuchung dauert in der Regel zwei Nächte.',
    quote: 'Unser Schlaflabor verfügt über 16 Messplätze.',
    absent: 'Unser Schlaflabor verfügt über 40 Messplätze.',
  },
  {
    k: 'tiques', lang: 'fr', charset: 'utf-8', host: 'www.vidal.fr', site: 'VIDAL', title: 'Doliprane 1000 mg comprimé : notice patient',
    paras: [
      'DOLIPRANE 1000 mg, comprimé contient du paracétamol. Il est indiqué dans le traitement symptomatique des douleurs d’intensité légère à modérée et/ou des états fébriles.',
      'Chez l’adulte et l’enfant à partir de 50 kg, la posologie usuelle est de 1 comprimé à 1000 mg par prise, à renouveler en cas de besoin au bout de 4 heures minimum.',
      'Il n’est généralement pas nécessaire de dépasser 3 g de paracétamol par jour, soit 3 comprimés par jour. Toujours respecter un intervalle de 4 heures entre deux prises.',
    ],
    claim: 'Selon la notice VIDAL, il n’est généralement pas nécessaire de dépasser 3 g de paracétamol par jour.',
    quote: 'Il n’est généralement pas nécessaire de dépasser 3 g de paracétamol par jour',
    absent: 'Il n’est généralement pas nécessaire de dépasser 6 g de paracétamol par jour',
  },
  {
    k: 'sarampion', lang: 'es', charset: 'windows-1252', host: 'www.sanidad.gob.es', site: 'Ministerio de Sanidad', title: 'Sarampión: situación epidemiológica en España',
    paras: [
      'En España, el sarampión se considera eliminado desde 2016, ya que no se ha producido transmisión endémica del virus durante más de 36 meses.',
      'Durante 2024 se notificaron 227 casos confirmados de sarampión, la mayoría importados o relacionados con casos importados.',
      'La cobertura de vacunación con la primera dosis de triple vírica fue del 97,8 % y con la segunda dosis del 94,3 % en 2023.',
    ],
    claim: 'Sanidad informa de que en 2024 se notificaron 227 casos confirmados de sarampión en España.',
    quote: 'Durante 2024 se notificaron 227 casos confirmados de sarampión',
    absent: 'Durante 2024 se notificaron 1.227 casos confirmados de sarampión',
  },
];

export const topic = (k: string): Topic => {
  const t = TOPICS.find((x) => x.k === k);
  if (!t) throw new Error(`blind21: no topic ${k}`);
  return t;
};
