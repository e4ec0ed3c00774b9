// Job families the newest blind sets asked for that the second pass left out as rare: physicians of the
// specialties a hospital recruits for, crafts and household service, trading floors and field engineering,
// and site and yard work. Held only by the top-up's people, so the base population stays as drawn.
import { type Family, specRows } from "./family.js";

/** Titles without a senior form ("Senior Butler" is rare). */
const FLAT = { Entry: ["{spec}"], Senior: ["{spec}"] };
const PLAIN = { Entry: ["{spec}"], Senior: ["{spec}", "{spec}", "Senior {spec}"] };

export const WIDER_FAMILIES_11: readonly Family[] = [
  {
    id: "specialist-physicians",
    weight: 0,
    industries: { Healthcare: 10, Education: 1, Government: 1 },
    dept: "Clinical",
    codes: false,
    topUpOnly: true,
    ...specRows([
      "Endocrinologist=Diagnosis;Treatment Planning;Clinical Research",
      "Rheumatologist=Diagnosis;Treatment Planning;Patient Care",
      "Nephrologist=Diagnosis;Critical Care;Treatment Planning",
      "Urologist=Surgery;Diagnosis;Patient Care",
      "Periodontist=Oral Surgery;Dental Hygiene;Treatment Planning",
    ]),
    commonSkills: ["Patient Care", "Clinical Documentation"],
    titles: { Senior: ["{spec}", "{spec}", "Consultant {spec}"] },
  },
  {
    id: "crafts-and-household",
    weight: 0,
    industries: { Hospitality: 6, Retail: 4, Manufacturing: 3 },
    dept: "Operations",
    codes: false,
    topUpOnly: true,
    ...specRows([
      "Blacksmith=Welding;Blueprint Reading;Health and Safety",
      "Chocolatier=Food Safety;Menu Development;Quality Control",
      "Distiller=Quality Control;Machine Operation;Food Safety",
      "Butler=Customer Service;Event Planning;Scheduling",
      "Tattoo Artist=Customer Service;Visual Design;Health and Safety",
      "Dry Cleaner=Customer Service;Machine Operation;Point of Sale",
      "Bakery Manager=Kitchen Management;Food Safety;Scheduling",
    ]),
    commonSkills: ["Customer Service"],
    titles: FLAT,
  },
  {
    id: "trading-and-field-engineering",
    weight: 0,
    industries: { Banking: 6, Energy: 4, "Venture Capital": 1, Manufacturing: 3, Telecommunications: 2 },
    dept: "Operations",
    codes: false,
    topUpOnly: true,
    ...specRows([
      "Stockbroker*2=Risk Management;Client Management;Regulatory Compliance",
      "Energy Trader=Risk Management;Forecasting;Negotiation",
      "Field Engineer*2=Troubleshooting;Health and Safety;Customer Service",
      "Presales Consultant=Solution Selling;Presentations;Technical Support",
    ]),
    commonSkills: ["Communication"],
    titles: PLAIN,
  },
  {
    id: "mines-sites-and-yards",
    weight: 0,
    industries: { Construction: 4, Energy: 3, Logistics: 4, Automotive: 2, Manufacturing: 2 },
    dept: "Operations",
    codes: false,
    topUpOnly: true,
    ...specRows([
      "Mining Engineer=Structural Analysis;Health and Safety;Project Planning",
      "Automotive Engineer=CAD;SolidWorks;Quality Control",
      "Shotfirer=Health and Safety;Risk Assessment;First Aid",
      "Yard Jockey=Commercial Driving;Forklift Operation;Scheduling",
      "Goods In Operative=Warehouse Management;Inventory Management;Forklift Operation",
    ]),
    commonSkills: ["Health and Safety"],
    titles: PLAIN,
  },
];
