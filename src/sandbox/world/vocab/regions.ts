// States, provinces and regions: the places above a metro that a location filter may name. A state or
// province matches every metro in it; a region is a list of metros by name (and their state, where a
// name is shared: "Birmingham" in the Midlands is not the one in Alabama).

/** A first-level division with the postal code people write for it. */
export interface State {
  name: string;
  code: string;
  country: string;
}

const US = "United States";
export const US_STATES: readonly State[] = (
  [
    ["Alabama", "AL"],
    ["Alaska", "AK"],
    ["Arizona", "AZ"],
    ["Arkansas", "AR"],
    ["California", "CA"],
    ["Colorado", "CO"],
    ["Connecticut", "CT"],
    ["Delaware", "DE"],
    ["District of Columbia", "DC"],
    ["Florida", "FL"],
    ["Georgia", "GA"],
    ["Hawaii", "HI"],
    ["Idaho", "ID"],
    ["Illinois", "IL"],
    ["Indiana", "IN"],
    ["Iowa", "IA"],
    ["Kansas", "KS"],
    ["Kentucky", "KY"],
    ["Louisiana", "LA"],
    ["Maine", "ME"],
    ["Maryland", "MD"],
    ["Massachusetts", "MA"],
    ["Michigan", "MI"],
    ["Minnesota", "MN"],
    ["Mississippi", "MS"],
    ["Missouri", "MO"],
    ["Montana", "MT"],
    ["Nebraska", "NE"],
    ["Nevada", "NV"],
    ["New Hampshire", "NH"],
    ["New Jersey", "NJ"],
    ["New Mexico", "NM"],
    ["New York State", "NY"],
    ["North Carolina", "NC"],
    ["North Dakota", "ND"],
    ["Ohio", "OH"],
    ["Oklahoma", "OK"],
    ["Oregon", "OR"],
    ["Pennsylvania", "PA"],
    ["Rhode Island", "RI"],
    ["South Carolina", "SC"],
    ["South Dakota", "SD"],
    ["Tennessee", "TN"],
    ["Texas", "TX"],
    ["Utah", "UT"],
    ["Vermont", "VT"],
    ["Virginia", "VA"],
    ["Washington State", "WA"],
    ["West Virginia", "WV"],
    ["Wisconsin", "WI"],
    ["Wyoming", "WY"],
  ] as const
).map(([name, code]) => ({ name, code, country: US }));

/** Canadian provinces, Australian states and the nations of the United Kingdom. */
export const OTHER_STATES: readonly State[] = [
  ...(
    [
      ["Alberta", "AB"],
      ["British Columbia", "BC"],
      ["Manitoba", "MB"],
      ["New Brunswick", "NB"],
      ["Newfoundland and Labrador", "NL"],
      ["Nova Scotia", "NS"],
      ["Ontario", "ON"],
      ["Prince Edward Island", "PE"],
      ["Quebec", "QC"],
      ["Saskatchewan", "SK"],
    ] as const
  ).map(([name, code]) => ({ name, code, country: "Canada" })),
  ...(
    [
      ["Australian Capital Territory", "ACT"],
      ["New South Wales", "NSW"],
      ["Northern Territory", "NT"],
      ["Queensland", "QLD"],
      ["South Australia", "SA"],
      ["Tasmania", "TAS"],
      ["Victoria", "VIC"],
      ["Western Australia", "WA"],
    ] as const
  ).map(([name, code]) => ({ name, code, country: "Australia" })),
  ...(
    [
      ["Scotland", "SCT"],
      ["Wales", "WLS"],
      ["Northern Ireland", "NIR"],
    ] as const
  ).map(([name, code]) => ({ name, code, country: "United Kingdom" })),
];

/**
 * Regions by the names people use, each a list of metros ("Name" or "Name, state code"). Metros the
 * world does not hold are skipped when the table is read.
 */
export const REGIONS: Record<string, { names: string[]; metros: string[] }> = {
  midlands: {
    names: ["the midlands", "midlands", "west midlands", "east midlands"],
    metros: ["Birmingham, ENG", "Coventry", "Leicester", "Nottingham", "Derby", "Stoke-on-Trent", "Telford"],
  },
  homeCounties: {
    names: ["the home counties", "home counties"],
    metros: [
      "Reading",
      "Slough",
      "Luton",
      "Milton Keynes",
      "Southend-on-Sea",
      "Crawley",
      "Chelmsford",
      "Maidstone",
      "Oxford",
      "Basildon",
      "Watford",
      "High Wycombe",
    ],
  },
  socal: {
    names: ["socal", "so cal", "southern california"],
    metros: ["Los Angeles", "San Diego", "Long Beach", "Anaheim", "Santa Ana", "Irvine", "Riverside, CA"],
  },
  norcal: {
    names: ["norcal", "nor cal", "northern california"],
    metros: ["San Francisco", "San Jose, CA", "Sacramento", "Fremont", "Stockton, CA"],
  },
  pnw: {
    names: ["pacific northwest", "the pacific northwest", "pnw"],
    metros: ["Seattle", "Portland, OR", "Tacoma", "Spokane", "Boise"],
  },
  newEngland: {
    names: ["new england"],
    metros: ["Boston", "Providence", "Worcester, MA", "Hartford", "Springfield, MA", "Manchester, NH"],
  },
  triState: {
    names: ["tri-state area", "the tri-state area", "tristate area"],
    metros: ["New York", "Newark", "Jersey City", "Stamford", "Bridgeport"],
  },
  dfw: { names: ["dfw", "dallas-fort worth"], metros: ["Dallas", "Fort Worth", "Arlington, TX", "Plano"] },
  triangle: {
    names: ["research triangle", "the triangle"],
    metros: ["Raleigh", "Durham, NC", "Cary"],
  },
  twinCities: { names: ["twin cities", "the twin cities"], metros: ["Minneapolis", "Saint Paul"] },
  randstad: {
    names: ["randstad", "the randstad"],
    metros: ["Amsterdam", "Rotterdam", "The Hague", "Utrecht"],
  },
  ruhr: {
    names: ["ruhr", "the ruhr", "ruhrgebiet"],
    metros: ["Dortmund", "Essen", "Duisburg", "Bochum", "Gelsenkirchen"],
  },
  // Counties of England, which the gazetteer's first-level codes do not name; one with no metro of the
  // world's (Cornwall) is still a place a town is said to be in.
  ...counties({
    "kent|county of kent": ["Maidstone", "Saint Peters, ENG"],
    "essex|county of essex": ["Chelmsford", "Colchester", "Southend-on-Sea"],
    "cornwall|county of cornwall": [],
    // Surrey the county: Surrey, British Columbia keeps the name alone, the county says which town.
    surrey: [],
    yorkshire: ["Leeds", "Sheffield", "Kingston upon Hull", "York", "Doncaster", "Middlesbrough"],
    "north yorkshire": ["York", "Middlesbrough"],
    "west yorkshire": ["Leeds"],
    "south yorkshire": ["Sheffield", "Doncaster"],
    "east yorkshire|east riding of yorkshire": ["Kingston upon Hull"],
    lancashire: ["Preston", "Burnley"],
    "greater manchester": ["Manchester"],
    merseyside: ["Liverpool"],
    "tyne and wear": ["Sunderland"],
    "sussex|west sussex|east sussex": ["Crawley", "Brighton", "Hastings"],
    hampshire: ["Southampton"],
    devon: ["Plymouth", "Exeter"],
    dorset: ["Bournemouth"],
    norfolk: ["Norwich"],
    suffolk: ["Ipswich"],
    cambridgeshire: ["Cambridge", "Peterborough"],
    oxfordshire: ["Oxford"],
    berkshire: ["Reading", "Slough"],
    bedfordshire: ["Luton"],
    buckinghamshire: ["Milton Keynes"],
    leicestershire: ["Leicester"],
    nottinghamshire: ["Nottingham"],
    staffordshire: ["Stoke-on-Trent", "Burton upon Trent"],
    worcestershire: ["Worcester"],
    gloucestershire: ["Gloucester"],
    wiltshire: ["Swindon"],
    lincolnshire: ["Lincoln", "Grimsby"],
    shropshire: ["Telford"],
    "greater london": ["London"],
  }),
  // The regions of England, and of North America, by the names recruiters use.
  ...counties({
    "the north east|north east england|north east of england": ["Sunderland", "Middlesbrough"],
    "the north west|north west england|north west of england": ["Manchester", "Liverpool", "Preston"],
    "the south east|south east england|south east of england": [
      "Reading",
      "Southampton",
      "Brighton",
      "Oxford",
      "Milton Keynes",
      "Crawley",
      "Maidstone",
      "Slough",
    ],
    "the south west|south west england|south west of england|west country": [
      "Bristol",
      "Plymouth",
      "Exeter",
      "Swindon",
      "Bournemouth",
      "Gloucester",
    ],
    "east anglia|east of england": ["Norwich", "Ipswich", "Cambridge", "Peterborough", "Colchester"],
    "midwest|us midwest": [
      "Chicago",
      "Detroit",
      "Minneapolis",
      "Columbus",
      "Indianapolis",
      "Milwaukee",
      "Kansas City",
      "St. Louis",
      "Cleveland",
      "Cincinnati",
      "Omaha",
      "Des Moines",
    ],
    "upstate new york|upstate ny": ["Buffalo", "Rochester, NY", "Syracuse"],
    "long island": ["New York"],
    "inland empire": ["Riverside, CA", "San Bernardino"],
    "central valley": ["Fresno", "Bakersfield", "Stockton, CA", "Modesto"],
    "greater toronto area|the gta": ["Toronto", "Brampton", "Oshawa"],
    "lower mainland": ["Vancouver", "Surrey", "Burnaby"],
    "french riviera|the riviera|cote d'azur": ["Nice"],
  }),
};

/**
 * Regions keyed by their first name, from "name|other name": metros rows; each name also with "the". A name
 * that is a word too ("the north east", not "Southwest" the airline) is given only with "the".
 */
function counties(rows: Record<string, string[]>): Record<string, { names: string[]; metros: string[] }> {
  return Object.fromEntries(
    Object.entries(rows).map(([names, metros]) => {
      const list = names.split("|");
      const the = list.filter((n) => !n.startsWith("the ")).map((n) => `the ${n}`);
      return [list[0], { names: [...list, ...the], metros }];
    }),
  );
}
