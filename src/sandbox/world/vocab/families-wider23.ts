// Titles set 44 asked for that nobody held: the in-house teams of ordinary mid-size employers (bus
// depots, hospital estates, supermarkets, water utilities, schools, vet groups, housing associations,
// ports, breweries, ground handling, brokers, planning departments, pharmacies, data centres, dental
// groups, paper mills, cruise lines). The top-up's people, at the level each title is held at, at
// employers of their sector's industries; appended after set 43's.

import { family } from "./families-wider22.js";
import type { Family } from "./family.js";

const TRANSIT = { Logistics: 3, Government: 2 };
const ESTATES = { Healthcare: 5, Education: 1, Government: 1 };
const GROCERS = { Retail: 5, "E-commerce": 1 };
const WATER = { Energy: 2, Government: 2, Manufacturing: 1 };
const SCHOOLS = { Education: 6 };
const VETS = { Healthcare: 4, Retail: 1, Agriculture: 1 };
const HOUSING = { "Real Estate": 2, Government: 2, Nonprofit: 2 };
const PORTS = { Logistics: 6 };
const BREWERS = { Manufacturing: 3, Hospitality: 2, Retail: 1 };
const AIRSIDE = { Airlines: 5, Logistics: 1 };
const FURNITURE = { Manufacturing: 5, Retail: 1 };
const BROKERS = { Insurance: 6, Banking: 1 };
const PLANNING = { Government: 5, Consulting: 1, Construction: 1 };
const PHARMACY = { Healthcare: 3, Retail: 2 };
const DATA_CENTRES = { Telecommunications: 3, SaaS: 2, Construction: 1, Consulting: 1 };
const DENTAL = { Healthcare: 6 };
const MILLS = { Manufacturing: 6 };
const CRUISES = { Hospitality: 4, Logistics: 1 };

export const WIDER_FAMILIES_23: readonly Family[] = [
  family(
    "asked-transit",
    "Senior",
    "Operations",
    TRANSIT,
    [
      "PSV Technician=Troubleshooting;Fleet Management;Health and Safety",
      "Depot Engineer=Fleet Management;Troubleshooting;Health and Safety",
      "Fleet Engineer=Fleet Management;Troubleshooting;Scheduling",
      "Service Controller=Scheduling;Route Planning;Communication",
      "Scheduling Analyst=Scheduling;Route Planning;Excel",
      "Route Planner=Route Planning;Scheduling;Excel",
    ],
    "Communication",
  ),
  family(
    "asked-hospital-estates",
    "Senior",
    "Facilities",
    ESTATES,
    [
      "Estates Officer=Operations Management;Health and Safety;Vendor Management",
      "Estates Electrician=Electrical Wiring;Health and Safety;Troubleshooting",
      "Medical Gas Technician=Troubleshooting;Patient Safety;Health and Safety",
      "BMS Engineer=HVAC;Troubleshooting;PLC Programming",
      "Legionella Risk Assessor=Risk Assessment;Regulatory Compliance;Plumbing",
      "Estates Maintenance Planner=Scheduling;Project Planning;Health and Safety",
      "Portering Supervisor=Scheduling;Patient Safety;Leadership",
    ],
    "Health and Safety",
  ),
  family(
    "asked-hospital-estates-managers",
    "Manager",
    "Facilities",
    ESTATES,
    ["Sterile Services Manager=Patient Safety;Quality Control;Operations Management"],
    "Leadership",
  ),
  family(
    "asked-hospital-estates-heads",
    "Director",
    "Facilities",
    ESTATES,
    ["Head of Estates and Facilities=Operations Management;Budgeting;Vendor Management"],
    "Leadership",
  ),
  family(
    "asked-grocers",
    "Senior",
    "Operations",
    GROCERS,
    ["Night Replen Team Leader=Merchandising;Inventory Management;Scheduling"],
    "Customer Service",
  ),
  family(
    "asked-grocers-managers",
    "Manager",
    "Operations",
    GROCERS,
    [
      "Regional Operations Manager=Operations Management;Budgeting;Performance Management",
      "Butchery Manager=Food Safety;Inventory Management;Merchandising",
    ],
    "Leadership",
  ),
  family(
    "asked-water",
    "Senior",
    "Operations",
    WATER,
    [
      "Wastewater Treatment Operator=Machine Operation;Health and Safety;Regulatory Compliance",
      "Network Controller=Scheduling;Troubleshooting;Communication",
      "Hydraulic Modeller=Data Modeling;CAD;Statistics",
      "Hydraulic Modeler=Data Modeling;CAD;Statistics",
      "SCADA Technician=PLC Programming;Troubleshooting;Networking",
      "Process Scientist=Quality Control;Process Improvement;Regulatory Compliance",
      "Asset Management Planner=Project Planning;Budgeting;Risk Assessment",
      "Catchment Adviser=Stakeholder Management;Regulatory Compliance;Policy Analysis",
    ],
    "Health and Safety",
  ),
  family(
    "asked-schools",
    "Senior",
    "Education",
    SCHOOLS,
    [
      "Physics Teacher=Lesson Planning;Classroom Management;Student Assessment",
      "Head of Year=Classroom Management;Student Assessment;Case Management",
      "MYP Coordinator=Curriculum Development;Lesson Planning;Student Assessment",
      "IB Coordinator=Curriculum Development;Student Assessment;Scheduling",
      "Admissions Registrar=Data Entry;Customer Service;Scheduling",
      "Boarding House Parent=Case Management;First Aid;Communication",
      "Montessori Teacher=Lesson Planning;Classroom Management;Special Education",
    ],
    "Communication",
  ),
  family(
    "asked-vets",
    "Senior",
    "Clinical",
    VETS,
    [
      "Registered Veterinary Nurse=Animal Care;Medication Administration;Triage",
      "Small Animal Veterinarian=Animal Care;Surgery;Diagnosis",
      "Locum Veterinarian=Animal Care;Surgery;Diagnosis",
      "Vet Receptionist=Customer Service;Scheduling;Point of Sale",
    ],
    "Communication",
  ),
  family(
    "asked-housing",
    "Senior",
    "Housing",
    HOUSING,
    [
      "Voids Surveyor=Risk Assessment;Budgeting;Construction Management",
      "Damp and Mould Surveyor=Risk Assessment;Health and Safety;Regulatory Compliance",
      "Income Officer=Case Management;Customer Service;Data Entry",
      "Tenancy Sustainment Officer=Case Management;Customer Service;Communication",
      "Repairs Planner=Scheduling;Customer Service;Data Entry",
      "Neighbourhood Officer=Case Management;Dispute Resolution;Communication",
      "Resident Engagement Officer=Stakeholder Management;Event Planning;Communication",
    ],
    "Communication",
  ),
  family(
    "asked-ports",
    "Senior",
    "Operations",
    PORTS,
    [
      "Straddle Carrier Driver=Machine Operation;Health and Safety;Warehouse Management",
      "Ship-to-Shore Crane Operator=Machine Operation;Health and Safety;Blueprint Reading",
      "Lashing Supervisor=Health and Safety;Scheduling;Leadership",
      "Vessel Planner=Scheduling;Supply Chain Management;Data Entry",
      "Demurrage Analyst=Contract Law;Excel;Supply Chain Management",
    ],
    "Health and Safety",
  ),
  family(
    "asked-ports-managers",
    "Manager",
    "Operations",
    PORTS,
    ["Terminal Manager=Operations Management;Health and Safety;Budgeting"],
    "Leadership",
  ),
  family(
    "asked-breweries",
    "Senior",
    "Production",
    BREWERS,
    [
      "Head Brewer=Quality Control;Food Safety;Process Improvement",
      "Cellar Operative=Food Safety;Cleaning;Machine Operation",
      "Packaging Line Leader=Machine Operation;Lean Manufacturing;Leadership",
      "QA Technician=Quality Control;Food Safety;Data Entry",
      "Draught Technician=Troubleshooting;Plumbing;Customer Service",
      "On-Trade Sales Representative=Account Management;Prospecting;Negotiation",
    ],
    "Health and Safety",
  ),
  family(
    "asked-airside",
    "Senior",
    "Operations",
    AIRSIDE,
    [
      "Turnaround Coordinator=Scheduling;Communication;Health and Safety",
      "De-icing Operator=Machine Operation;Health and Safety;Scheduling",
      "Ground Handling Supervisor=Scheduling;Leadership;Health and Safety",
    ],
    "Health and Safety",
  ),
  family(
    "asked-furniture",
    "Senior",
    "Production",
    FURNITURE,
    [
      "Wood Finisher=Carpentry;Quality Control;Health and Safety",
      "Spray Finisher=Quality Control;Health and Safety;Machine Operation",
      "Furniture Designer=CAD;Prototyping;Visual Design",
      "Frame Maker=Carpentry;Machine Operation;Blueprint Reading",
    ],
    "Health and Safety",
  ),
  family(
    "asked-brokers",
    "Senior",
    "Broking",
    BROKERS,
    [
      "Commercial Account Handler=Account Management;Renewals;Customer Service",
      "Renewals Handler=Renewals;Customer Service;Data Entry",
      "Marine Cargo Underwriter=Underwriting;Risk Assessment;Negotiation",
      "Cyber Broker=Risk Assessment;Negotiation;Account Management",
    ],
    "Communication",
  ),
  family(
    "asked-planning",
    "Senior",
    "Planning",
    PLANNING,
    [
      "Planning Enforcement Officer=Regulatory Compliance;Case Management;Dispute Resolution",
      "Urban Designer=CAD;Visual Design;Stakeholder Management",
      "GIS Officer=Data Visualization;Data Entry;SQL",
      "Development Management Officer=Regulatory Compliance;Case Management;Stakeholder Management",
      "Heritage Officer=Regulatory Compliance;Academic Research;Stakeholder Management",
    ],
    "Communication",
  ),
  family(
    "asked-pharmacies",
    "Senior",
    "Pharmacy",
    PHARMACY,
    ["Dispensary Assistant=Compounding;Customer Service;Medication Management"],
    "Customer Service",
  ),
  family(
    "asked-data-centres",
    "Senior",
    "Operations",
    DATA_CENTRES,
    [
      "Critical Facilities Engineer=HVAC;Electrical Wiring;Troubleshooting",
      "Data Centre Technician=Networking;Troubleshooting;Linux",
      "Data Center Technician=Networking;Troubleshooting;Linux",
      "Shift Engineer=HVAC;Electrical Wiring;Troubleshooting",
    ],
    "Health and Safety",
  ),
  family(
    "asked-data-centres-managers",
    "Manager",
    "Operations",
    DATA_CENTRES,
    ["Commissioning Manager=Project Management;HVAC;Health and Safety"],
    "Leadership",
  ),
  family(
    "asked-dental",
    "Senior",
    "Clinical",
    DENTAL,
    [
      "Orthodontic Therapist=Orthodontics;Patient Care;Dental Hygiene",
      "Treatment Coordinator=Treatment Planning;Customer Service;Scheduling",
    ],
    "Communication",
  ),
  family(
    "asked-paper-mills",
    "Senior",
    "Production",
    MILLS,
    [
      "Paper Machine Operator=Machine Operation;Quality Control;Health and Safety",
      "Winder Operator=Machine Operation;Quality Control;Health and Safety",
      "Shift Electrician=Electrical Wiring;PLC Programming;Troubleshooting",
    ],
    "Health and Safety",
  ),
  family(
    "asked-cruise-lines",
    "Senior",
    "Hospitality",
    CRUISES,
    [
      "Crew Purser=Customer Service;Accounting;Scheduling",
      "Youth Counsellor=First Aid;Event Planning;Communication",
    ],
    "Customer Service",
  ),
  family(
    "asked-cruise-lines-managers",
    "Manager",
    "Hospitality",
    CRUISES,
    ["Shore Excursion Manager=Vendor Management;Customer Service;Event Planning"],
    "Leadership",
  ),
];
