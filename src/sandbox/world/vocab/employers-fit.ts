// Where an occupation works when its family's industries would mislead: a family gathers kin titles (the
// makers' crafts, the animal trades, the health support roles), and the industry one of them works in is
// not every title's. A shipwright works at a shipyard or a port, not at the chemist's where a jeweller of
// the same family might; a farrier works on farms, not at a hospital. Rows: "Title=Industry;Industry".
// The top-up's people of these titles work only at companies of these industries (topup-people.ts).
/** The industries startups are founded in. */
const STARTUPS =
  "Fintech;Payments;SaaS;Artificial Intelligence;Developer Tools;Cybersecurity;Climate Tech;Marketplaces;E-commerce;Gaming;Robotics;Biotech";

export const OCCUPATION_INDUSTRY_ROWS: readonly string[] = [
  // Makers and crafts (their family also sells in shops).
  "Shipwright=Manufacturing",
  "Sailmaker=Manufacturing",
  "Boat Builder=Manufacturing",
  "Luthier=Manufacturing",
  "Violin Maker=Manufacturing",
  "Organ Builder=Manufacturing",
  "Wheelwright=Manufacturing",
  "Pattern Maker=Manufacturing",
  "Mould Maker=Manufacturing",
  "Model Maker=Manufacturing",
  "Diamond Cutter=Manufacturing",
  "Dry Stone Waller=Construction;Agriculture",
  // The animal trades (their family's clinics are filed under healthcare).
  "Farrier=Agriculture",
  "Equine Vet=Agriculture",
  "Dog Groomer=Retail",
  // Lending and its underwriting (their family works at any office).
  "Mortgage Underwriter=Banking;Fintech;Insurance",
  "Mortgage Broker=Banking;Real Estate;Fintech",
  "Mortgage Advisor=Banking;Real Estate;Fintech",
  // Care and clinic desks (their family holds laboratory scientists too).
  "Home Carer=Healthcare;Nonprofit",
  "Hospice Nurse=Healthcare;Nonprofit",
  "GP Receptionist=Healthcare",
  "Dental Receptionist=Healthcare",
  // Pilots and crews (their family fixes vehicles too).
  "Helicopter Pilot=Airlines;Logistics;Energy;Government",
  "Loadmaster=Airlines;Logistics",
  "Harbor Pilot=Logistics;Government",
  "Ferry Captain=Logistics",
  // Dining rooms and kitchens (their family also serves canteens and shops).
  "Head Waiter=Hospitality",
  "Banquet Chef=Hospitality",
  // Graves and faiths.
  "Gravedigger=Government;Nonprofit",
  "Pastor=Nonprofit",
  "Youth Pastor=Nonprofit",
  // A startup's first hires (their family runs companies of every kind).
  `Founding Engineer=${STARTUPS}`,
  `Founding Account Executive=${STARTUPS}`,
  // The asked titles gathered in one family (families-wider19.ts).
  "Paraplanner=Banking;Insurance",
  "State Trooper=Government",
  "Kinesiologist=Healthcare",
  "Forward Deployed Engineer=SaaS;Artificial Intelligence",
  // The titles a staffing agency's desks asked for (families-wider20.ts).
  "Scrub Practitioner=Healthcare",
  "Theatre Scrub Practitioner=Healthcare",
  "Medication Technician=Healthcare",
  "Arboricultural Officer=Government",
  "SENCO=Education",
  "Monitoring and Evaluation Officer=Nonprofit;Government",
  "Mine Planner=Energy",
  "Drill and Blast Engineer=Energy;Construction",
  "Process Metallurgist=Energy;Manufacturing",
  "Shift Boss=Energy",
  "Heavy Diesel Fitter=Energy;Construction;Logistics",
  "Ground Handling Agent=Airlines;Logistics",
  "Crew Controller=Airlines",
  "Load Controller=Airlines",
  "Freight Forwarding Coordinator=Logistics",
  "Cold Chain Supervisor=Logistics;Retail;Agriculture",
  "VNA Operator=Logistics;Retail;E-commerce",
  "Yard Marshal=Logistics",
  "SDET=SaaS;Fintech;E-commerce",
  "Developer Experience Engineer=SaaS;Developer Tools",
  "SHEQ Manager=Energy;Construction;Manufacturing",
  "HSE Superintendent=Energy;Construction",
  "Banqueting Manager=Hospitality",
  "Fractional CFO=Consulting;Venture Capital",
  "Angel Investor=Venture Capital",
];
