/**
 * What a pack or a label says of who made or brought in a product (the Legal Metrology (Packaged
 * Commodities) Rules), brand by brand: the brand table behind the product page's 'Product
 * information'. The product's own facts (country of origin, care, net quantity, month of
 * manufacture, shelf life, ingredients) are in the catalogue, on the product.
 *
 * A product made in India names its brand's `manufacturer`; a product made abroad names its brand's
 * `importer`, the Indian company that brings it in (a foreign brand sold in India names its Indian
 * importer, never the maker abroad). A brand has the one its products need (brandFacts.test.ts
 * holds every product of the catalogue to it): Zara, Mango, H&M, Only, Jack & Jones, Nike,
 * Adidas, Puma, Mothercare, UCB Kids, The Body Shop and L'Oréal Paris import everything they sell
 * here; Levi's and U.S. Polo Assn. are made in India by their Indian licensees; Maybelline New York
 * makes its kajal in India and imports its liquid lipstick, so it has both (one company: its
 * plant's address as manufacturer, its office's as importer). A `packer` is
 * named where someone else fills the pack (the beauty brands that use a contract packer).
 *
 * The companies and addresses are fictional but shaped like real ones. Loaded with the product
 * page's chunk, never the first load.
 */

export interface Party {
  name: string;
  /** A full Indian address, ending in the PIN code and the state. */
  address: string;
}

export interface BrandFacts {
  /** Who makes the brand's products made in India. */
  manufacturer?: Party;
  /** Who brings the brand's products made abroad into India. */
  importer?: Party;
  /** Who fills and seals the pack, where it is not the manufacturer or importer. */
  packer?: Party;
}

/** The one product without a brand (45, a hand block printed frock): the workshop that makes it for Rangoli. */
export const UNBRANDED_FACTS: BrandFacts = {
  manufacturer: {
    name: 'Sanganer Hand Block Prints',
    address: 'Plot 14, Sanganer Industrial Area, Jaipur 302029, Rajasthan',
  },
};

// Parties shared by several brands: one company, one address, wherever it is named.
const LUMIERE: Party = {
  name: 'Lumière Cosmetics India Private Limited',
  address: '8th Floor, Marathon Futurex, N M Joshi Marg, Lower Parel, Mumbai 400013, Maharashtra',
};
const LUMIERE_PLANT: Party = {
  name: 'Lumière Cosmetics India Private Limited',
  address: 'Gat No. 212, Chakan Industrial Area Phase II, Pune 410501, Maharashtra',
};
const NORDBAY: Party = {
  name: 'Nordbay Fashion India Private Limited',
  address: 'Prestige Tech Park, Tower C, Outer Ring Road, Marathahalli, Bengaluru 560103, Karnataka',
};
const DANBROOK: Party = {
  name: 'Danbrook Fashion India Private Limited',
  address: 'Embassy Golf Links, Block 4, Intermediate Ring Road, Bengaluru 560071, Karnataka',
};
const AMBER_LIFESTYLE: Party = {
  name: 'Amber Lifestyle Brands Limited',
  address: 'Piramal Agastya Corporate Park, LBS Marg, Kurla West, Mumbai 400070, Maharashtra',
};
const TRISHUL: Party = {
  name: 'Trishul Apparel Brands Limited',
  address: 'Plot 9, Sector 6, IMT Manesar, Gurugram 122052, Haryana',
};
const CROWNWEAVE: Party = {
  name: 'Crownweave Retail Limited',
  address: 'Knowledge House, Shyam Nagar, Jogeshwari-Vikhroli Link Road, Mumbai 400060, Maharashtra',
};
const KARIGAR: Party = {
  name: 'Karigar Ethnic Wear Private Limited',
  address: 'A-42, Okhla Industrial Area Phase II, New Delhi 110020, Delhi',
};
const BADDI_PACKERS: Party = {
  name: 'Shivalik Contract Packers LLP',
  address: 'Khasra No. 118, Baddi Industrial Area, Solan 173205, Himachal Pradesh',
};
const VASAI_FILLERS: Party = {
  name: 'Vasai Cosmetic Fillers Private Limited',
  address: 'Unit 7, Sativali Industrial Estate, Vasai East, Palghar 401208, Maharashtra',
};

/** Every brand of BRANDS (brands.ts) and its parties. */
export const BRAND_FACTS: Readonly<Record<string, BrandFacts>> = {
  Adidas: {
    importer: {
      name: 'Stripeline Sports India Private Limited',
      address: 'Plot 53, Sector 32, Institutional Area, Gurugram 122001, Haryana',
    },
  },
  'Allen Solly': { manufacturer: TRISHUL },
  Aurelia: { manufacturer: KARIGAR },
  Biba: {
    manufacturer: {
      name: 'Rangmanch Apparels Private Limited',
      address: 'Plot 112, Sector 8, IMT Manesar, Gurugram 122052, Haryana',
    },
  },
  Biotique: {
    manufacturer: {
      name: 'Gangotri Herbals Private Limited',
      address: 'Plot 27, Sector 6A, SIDCUL Industrial Estate, Haridwar 249403, Uttarakhand',
    },
  },
  FabIndia: {
    manufacturer: {
      name: 'Handloom Heritage Private Limited',
      address: '14 Community Centre, Friends Colony East, New Delhi 110065, Delhi',
    },
  },
  'Forest Essentials': {
    manufacturer: {
      name: 'Doon Ayurvedic Formulations Private Limited',
      address: 'Plot 3, Selaqui Industrial Area, Dehradun 248011, Uttarakhand',
    },
  },
  'Gini & Jony': {
    manufacturer: {
      name: 'Jony Garments Private Limited',
      address: 'Unit 4, Kandivali Industrial Estate, Charkop, Mumbai 400067, Maharashtra',
    },
  },
  'Global Desi': { manufacturer: KARIGAR },
  'H&M': { importer: NORDBAY },
  Hopscotch: {
    manufacturer: {
      name: 'Little Steps Apparel Private Limited',
      address: '3rd Floor, Trade Centre, Bandra Kurla Complex, Mumbai 400051, Maharashtra',
    },
  },
  'Jack & Jones': { importer: DANBROOK },
  "L'Oréal Paris": { importer: LUMIERE },
  Lakmé: {
    manufacturer: {
      name: 'Sagar Consumer Products Limited',
      address: 'Plot 2, MIDC Industrial Area, Ambad, Nashik 422010, Maharashtra',
    },
  },
  "Levi's": {
    manufacturer: {
      name: 'Indigo Denim Works Private Limited',
      address: 'Plot 31, KIADB Industrial Area, Bommasandra, Bengaluru 560099, Karnataka',
    },
  },
  Libas: {
    manufacturer: {
      name: 'Libas Designs Private Limited',
      address: 'Plot 88, Udyog Vihar Phase IV, Gurugram 122015, Haryana',
    },
  },
  Mamaearth: {
    manufacturer: {
      name: 'Verdant Naturals Private Limited',
      address: 'Unit 12, Sector 18, Udyog Vihar, Gurugram 122015, Haryana',
    },
    packer: BADDI_PACKERS,
  },
  Mango: {
    importer: {
      name: 'Solsticia Fashion Imports Private Limited',
      address: '5th Floor, DLF Cyber Park, Phase III, Gurugram 122002, Haryana',
    },
  },
  Manyavar: {
    manufacturer: {
      name: 'Utsav Ethnic Fashions Limited',
      address: 'Plot 8, Khasra 44, Hide Road, Kolkata 700088, West Bengal',
    },
  },
  Max: {
    manufacturer: {
      name: 'Max Value Fashion India Private Limited',
      address: 'Embassy Tech Square, Kadubeesanahalli, Bengaluru 560103, Karnataka',
    },
  },
  'Maybelline New York': { manufacturer: LUMIERE_PLANT, importer: LUMIERE },
  Mothercare: {
    importer: {
      name: 'Bluebell Brands India Private Limited',
      address: 'Oberoi Commerz II, International Business Park, Goregaon East, Mumbai 400063, Maharashtra',
    },
  },
  Nike: {
    importer: {
      name: 'Summit Athletic India Private Limited',
      address: '6th Floor, RMZ Ecoworld, Bellandur, Bengaluru 560103, Karnataka',
    },
  },
  'Nykaa Cosmetics': {
    manufacturer: {
      name: 'Kesar Beauty Private Limited',
      address: '104 Vaman Centre, Makwana Road, Marol, Andheri East, Mumbai 400059, Maharashtra',
    },
    packer: VASAI_FILLERS,
  },
  Only: { importer: DANBROOK },
  Pantaloons: { manufacturer: CROWNWEAVE },
  'Peter England': { manufacturer: TRISHUL },
  Puma: {
    importer: {
      name: 'Leapcat Sports India Private Limited',
      address: 'Salarpuria Sattva Knowledge City, Raidurg, Hyderabad 500081, Telangana',
    },
  },
  Raymond: {
    manufacturer: {
      name: 'Suiting Mills of India Limited',
      address: 'Plot 156, Jekegram, Pokhran Road No. 1, Thane 400606, Maharashtra',
    },
  },
  Sugar: {
    manufacturer: {
      name: 'Crimson Cosmetics Private Limited',
      address: '201 Kamala Mills Compound, Senapati Bapat Marg, Lower Parel, Mumbai 400013, Maharashtra',
    },
    packer: VASAI_FILLERS,
  },
  'The Body Shop': {
    importer: {
      name: 'Greenleaf Beauty Retail Private Limited',
      address: 'Plot 36, Okhla Industrial Estate Phase III, New Delhi 110020, Delhi',
    },
  },
  'U.S. Polo Assn.': { manufacturer: AMBER_LIFESTYLE },
  'UCB Kids': {
    importer: {
      name: 'Colori Apparel India Private Limited',
      address: 'Plot 7, Sector 44, Gurugram 122003, Haryana',
    },
  },
  'Van Heusen': { manufacturer: TRISHUL },
  W: { manufacturer: KARIGAR },
  Zara: {
    importer: {
      name: 'Castellana Retail India Private Limited',
      address: '3rd Floor, Tower A, Peninsula Business Park, Lower Parel, Mumbai 400013, Maharashtra',
    },
  },
};

/** The brand table's row of a product's brand (the workshop's for the product without one). */
export const brandFactsOf = (brand: string | undefined): BrandFacts =>
  brand === undefined ? UNBRANDED_FACTS : (BRAND_FACTS[brand] ?? {});
