/**
 * The Spanish of the demo plans' storefront texts (schemas/demo/planContent.ts), by their English:
 * the short texts of the cards (DEMO_PLAN_SUMMARIES, the riders', the blackout and premier-carrier
 * plans') and the detail texts (demoPlanTexts: a header that is the plan's name, its blue bar, the
 * category's body, exclusions, example and FAQ, the association text). A plan's name is a name:
 * its header reads the same in Spanish, and still has its entry so the plan's texts count as
 * translated (content_lang 'es').
 */
import { DEMO_BLACKOUT_PLAN, DEMO_PLANS, DEMO_RIDERS } from '../catalog';
import { DEMO_PREMIER_CARRIER_PLAN } from '../premierCarrier';

/** The cards' short texts. */
const SHORT_TEXTS: Readonly<Record<string, string>> = {
  'Doctor visits, hospital stays and prescriptions with a $1,500 deductible.': 'Consultas médicas, hospitalizaciones y recetas, con un deducible de $1,500.',
  'The medical plan Acme Manufacturing offers its employees.': 'El plan médico que Acme Manufacturing ofrece a sus empleados.',
  'The medical plan Harbor Logistics offers its employees.': 'El plan médico que Harbor Logistics ofrece a sus empleados.',
  'Essential medical cover with a $3,000 deductible and low monthly cost.': 'Cobertura médica esencial con un deducible de $3,000 y un precio mensual bajo.',
  'Broad medical cover with a $1,000 deductible; a few health questions first.': 'Cobertura médica amplia con un deducible de $1,000; antes, unas pocas preguntas de salud.',
  'Premier family medical cover with a national network; association membership required.': 'Cobertura médica familiar premier con una red nacional; requiere la membresía de la asociación.',
  'Cleanings twice a year at no cost, fillings and crowns from the first day.': 'Limpiezas dos veces al año sin costo, empastes y coronas desde el primer día.',
  'The dental plan Acme Manufacturing offers its employees.': 'El plan dental que Acme Manufacturing ofrece a sus empleados.',
  'An eye exam every year and $150 towards frames or contact lenses.': 'Un examen de la vista cada año y $150 para monturas o lentes de contacto.',
  'The wellness association membership some plans require: $5.00 per month.': 'La membresía de bienestar de la asociación que requieren algunos planes: $5.00 al mes.',
  'Fixed benefits for doctor visits and hospital days, priced by age.': 'Beneficios fijos por consultas médicas y días en el hospital, con precio según la edad.',
  'Limited medical cover for the Springfield, Illinois area.': 'Cobertura médica limitada para la zona de Springfield, Illinois.',
  'Last year\'s limited medical plan, now replaced by Prairie Limited Medical.': 'El plan médico limitado del año pasado, ahora reemplazado por Prairie Limited Medical.',
  'A lump sum when you are diagnosed with cancer, to spend as you need.': 'Un pago único si le diagnostican cáncer, para usarlo como lo necesite.',
  'Supplemental cover offered on the Group Benefits portal.': 'Cobertura complementaria que se ofrece en el portal Group Benefits.',
  'Discounts on prescriptions at over 60,000 pharmacies.': 'Descuentos en medicamentos con receta en más de 60,000 farmacias.',
  'Gym, telehealth and everyday discounts in one membership.': 'Gimnasio, telemedicina y descuentos cotidianos en una sola membresía.',
  '$100,000 of term life cover for the member, level for 20 years.': '$100,000 de cobertura de vida a plazo para el miembro, sin cambios durante 20 años.',
  '$50,000 of term life cover for members aged 50 to 75.': '$50,000 de cobertura de vida a plazo para miembros de 50 a 75 años.',
  'Replaces part of your income if illness or injury stops you working.': 'Reemplaza parte de su ingreso si una enfermedad o lesión le impide trabajar.',
  'A lump sum on diagnosis of a covered critical illness; tobacco-rated.': 'Un pago único al diagnosticarle una enfermedad grave cubierta; el precio depende del consumo de tabaco.',
  'Cash benefits for emergency care, fractures and follow-up after an accident.': 'Beneficios en efectivo por atención de emergencia, fracturas y seguimiento después de un accidente.',
  'Daily cash for each day in hospital, for the member and family.': 'Efectivo por cada día en el hospital, para el miembro y su familia.',
  'Vet visits, accidents and illness for one cat or dog.': 'Consultas veterinarias, accidentes y enfermedades de un gato o un perro.',
  // The riders', the blackout plan's and the premier carrier's plan's (seeded beside their plans).
  'Braces and aligners for the whole family, added to your dental plan.': 'Frenos y alineadores para toda la familia, agregados a su plan dental.',
  'Doubles your term life benefit if death is the result of an accident.': 'Duplica el beneficio de su seguro de vida a plazo si la muerte se debe a un accidente.',
  'Cash for each hospital day, with a larger benefit for intensive care.': 'Efectivo por cada día en el hospital, con un beneficio mayor en cuidados intensivos.',
  'Replaces part of your pay while an illness or injury keeps you from work.': 'Reemplaza parte de su sueldo mientras una enfermedad o lesión le impide trabajar.',
};

/** The category texts of the plan detail (CATEGORY_TEXTS), the toggles' names and the association text. */
const DETAIL_TEXTS: Readonly<Record<string, string>> = {
  'Exclusions and limitations': 'Exclusiones y limitaciones',
  'An example': 'Un ejemplo',
  'Frequently asked questions': 'Preguntas frecuentes',
  'This plan is offered to members of the Benefit Store Association. The wellness membership costs $5.00 per month and includes telehealth and wellness discounts.':
    'Este plan se ofrece a los miembros de Benefit Store Association. La membresía de bienestar cuesta $5.00 al mes e incluye telemedicina y descuentos de bienestar.',
  // medical
  'Covers doctor visits, specialists, hospital stays, emergency care and prescriptions after the deductible. Preventive care is covered in full.':
    'Cubre consultas médicas, especialistas, hospitalizaciones, atención de emergencia y recetas después del deducible. La atención preventiva se cubre por completo.',
  'Cosmetic surgery, experimental treatment and care outside the network except emergencies.':
    'Cirugía estética, tratamientos experimentales y atención fuera de la red, salvo emergencias.',
  'A $2,400 hospital bill after the deductible: the plan pays 80% ($1,920), you pay 20% ($480).':
    'Una factura de hospital de $2,400 después del deducible: el plan paga el 80% ($1,920) y usted paga el 20% ($480).',
  'When does cover start? On the effective date you choose at checkout, the first of a month.':
    '¿Cuándo empieza la cobertura? En la fecha de vigencia que usted elige al finalizar la compra, el primer día de un mes.',
  // limited medical
  'Pays fixed amounts for doctor visits, tests and hospital days, whatever the bill. Not a replacement for major medical cover.':
    'Paga montos fijos por consultas médicas, pruebas y días en el hospital, sin importar la factura. No reemplaza una cobertura médica mayor.',
  'Pre-existing conditions in the first 12 months; cosmetic and elective procedures.':
    'Afecciones preexistentes durante los primeros 12 meses; procedimientos estéticos y electivos.',
  'Two doctor visits and a lab test: the plan pays $50 per visit and $75 for the test.':
    'Dos consultas médicas y un análisis de laboratorio: el plan paga $50 por consulta y $75 por el análisis.',
  'Is this major medical insurance? No: it pays fixed benefits and is meant to complement other cover.':
    '¿Es un seguro médico mayor? No: paga beneficios fijos y está pensado para complementar otra cobertura.',
  // dental
  'Preventive care at 100%, basic care at 80% and major care at 50%, up to $1,500 a year.':
    'Atención preventiva al 100%, atención básica al 80% y atención mayor al 50%, hasta $1,500 al año.',
  'Cosmetic whitening; major care in the first 6 months.': 'Blanqueamiento estético; atención mayor durante los primeros 6 meses.',
  'A filling costing $180: the plan pays $144, you pay $36.': 'Un empaste que cuesta $180: el plan paga $144 y usted paga $36.',
  'Can I see any dentist? Yes; network dentists cost less.': '¿Puedo ir a cualquier dentista? Sí; los dentistas de la red cuestan menos.',
  // vision
  'A yearly eye exam for a $10 copay and an allowance for frames or contact lenses.':
    'Un examen de la vista al año con un copago de $10 y una asignación para monturas o lentes de contacto.',
  'Non-prescription sunglasses; LASIK beyond the network discount.': 'Lentes de sol sin receta; LASIK más allá del descuento de la red.',
  'Frames costing $190: the plan pays $150, you pay $40.': 'Unas monturas que cuestan $190: el plan paga $150 y usted paga $40.',
  'How often can I get new glasses? Once every 12 months.': '¿Cada cuánto puedo obtener anteojos nuevos? Una vez cada 12 meses.',
  // supplemental
  'Pays a cash benefit directly to you on a covered diagnosis, on top of any other insurance.':
    'Le paga un beneficio en efectivo directamente a usted ante un diagnóstico cubierto, además de cualquier otro seguro.',
  'Conditions diagnosed before the effective date; the first 30 days of cover.':
    'Afecciones diagnosticadas antes de la fecha de vigencia; los primeros 30 días de cobertura.',
  'A covered diagnosis in year two: a $10,000 benefit paid to you.': 'Un diagnóstico cubierto en el segundo año: se le paga a usted un beneficio de $10,000.',
  'How is the benefit paid? Directly to you, to use as you choose.': '¿Cómo se paga el beneficio? Directamente a usted, para usarlo como quiera.',
  // prescription
  'Discounts of up to 80% on generic and brand-name prescriptions at participating pharmacies.':
    'Descuentos de hasta el 80% en medicamentos con receta genéricos y de marca en las farmacias participantes.',
  'Not insurance; discounts do not combine with other cover.': 'No es un seguro; los descuentos no se combinan con otra cobertura.',
  'A generic costing $42 at the counter: $9.50 with the plan.': 'Un genérico que cuesta $42 en la farmacia: $9.50 con el plan.',
  'Do I need a card? The digital card in your welcome mail is enough.': '¿Necesito una tarjeta? Basta con la tarjeta digital de su correo electrónico de bienvenida.',
  // lifestyle
  'Everyday wellness benefits: gym discounts, telehealth visits and savings on wellness products.':
    'Beneficios de bienestar para cada día: descuentos en gimnasios, consultas de telemedicina y ahorros en productos de bienestar.',
  'Not insurance.': 'No es un seguro.',
  'A telehealth visit: $0 instead of $79.': 'Una consulta de telemedicina: $0 en lugar de $79.',
  'Who can use it? Everyone on your enrollment.': '¿Quién puede usarlo? Todas las personas de su inscripción.',
  // term life
  'Level term life cover for the member only. Amounts from $100,000 to $300,000 need evidence of insurability, decided in 5 to 10 days.':
    'Cobertura de vida a plazo sin cambios, solo para el miembro. Los montos de $100,000 a $300,000 requieren prueba de asegurabilidad, que se decide en 5 a 10 días.',
  'Suicide in the first two years; misstatements on the application.': 'Suicidio durante los primeros dos años; declaraciones falsas en la solicitud.',
  'A $100,000 policy: your beneficiaries receive $100,000.': 'Una póliza de $100,000: sus beneficiarios reciben $100,000.',
  'Can I cover my spouse? Term life is sold for the member only (tier Member Only).':
    '¿Puedo cubrir a mi cónyuge? El seguro de vida a plazo se vende solo para el miembro (nivel de cobertura Solo el miembro).',
  // disability income
  'Replaces up to 60% of your income after a 14-day waiting period, for up to 24 months.':
    'Reemplaza hasta el 60% de su ingreso después de un período de espera de 14 días, durante un máximo de 24 meses.',
  'Pre-existing conditions in the first 12 months; self-inflicted injuries.': 'Afecciones preexistentes durante los primeros 12 meses; lesiones autoinfligidas.',
  'Earning $4,000 a month and unable to work: $2,400 a month after 14 days.': 'Si gana $4,000 al mes y no puede trabajar: $2,400 al mes después de 14 días.',
  'Who can buy it? Workers earning at least $24,000 a year and working 30 hours a week or more.':
    '¿Quién puede comprarlo? Los trabajadores que ganan al menos $24,000 al año y trabajan 30 horas o más a la semana.',
  // critical illness
  'A lump sum on diagnosis of a covered critical illness such as heart attack, stroke or cancer.':
    'Un pago único al diagnosticarle una enfermedad grave cubierta, como un ataque cardíaco, un derrame cerebral o cáncer.',
  'Illnesses diagnosed before the effective date.': 'Enfermedades diagnosticadas antes de la fecha de vigencia.',
  'A covered heart attack: $15,000 paid to you.': 'Un ataque cardíaco cubierto: se le pagan a usted $15,000.',
  'Why ask about tobacco? Rates differ for tobacco users.': '¿Por qué se pregunta por el tabaco? Las tarifas son distintas para quienes consumen tabaco.',
  // accident
  'Cash benefits for emergency room visits, fractures, dislocations and follow-up care after an accident.':
    'Beneficios en efectivo por visitas a la sala de emergencias, fracturas, dislocaciones y atención de seguimiento después de un accidente.',
  'Injuries from professional sports or while intoxicated.': 'Lesiones por deportes profesionales o sufridas en estado de intoxicación.',
  'A broken arm treated in the ER: $1,200 paid to you.': 'Un brazo fracturado atendido en la sala de emergencias: se le pagan a usted $1,200.',
  'Does it cover illness? No: injuries from accidents only.': '¿Cubre enfermedades? No: solo lesiones por accidentes.',
  // hospital indemnity
  'A fixed daily benefit for each day in hospital, paid to you.': 'Un beneficio diario fijo por cada día en el hospital, que se le paga a usted.',
  'Stays for elective procedures in the first 12 months.': 'Hospitalizaciones por procedimientos electivos durante los primeros 12 meses.',
  'Three days in hospital: $600 paid to you.': 'Tres días en el hospital: se le pagan a usted $600.',
  'Does it cover my family? Yes, on the Member + Spouse, Member + Child(ren) and Family tiers.':
    '¿Cubre a mi familia? Sí, en los niveles de cobertura Miembro + cónyuge, Miembro + hijo(s) y Familia.',
  // pet
  'Reimburses 80% of vet bills for accidents and illness after a $250 deductible.':
    'Reembolsa el 80% de las facturas veterinarias por accidentes y enfermedades después de un deducible de $250.',
  'Pre-existing conditions; routine grooming.': 'Afecciones preexistentes; aseo de rutina.',
  'A $1,000 vet bill after the deductible: the plan pays $800.': 'Una factura veterinaria de $1,000 después del deducible: el plan paga $800.',
  'Can I use any vet? Yes, any licensed vet.': '¿Puedo ir a cualquier veterinario? Sí, a cualquier veterinario con licencia.',
};

/** Every plan with detail texts: a header (its name, alike in Spanish) and a blue bar naming it. */
const NAMED_PLANS = [...DEMO_PLANS, ...DEMO_RIDERS, DEMO_BLACKOUT_PLAN, DEMO_PREMIER_CARRIER_PLAN].map((plan) => plan.name);
const NAMED_TEXTS: Readonly<Record<string, string>> = Object.fromEntries(NAMED_PLANS.flatMap((name) => [
  [name, name],
  [`${name}: what it covers`, `${name}: lo que cubre`],
]));

export const PLAN_CONTENT_ES: Readonly<Record<string, string>> = { ...SHORT_TEXTS, ...DETAIL_TEXTS, ...NAMED_TEXTS };
