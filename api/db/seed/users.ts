/**
 * Demo sellers. They have no password: nobody can log in as them (the caller creates the superuser).
 * All are verified: they post, message and review, which only a verified address may do.
 */

export type UserSeed = {
  key: string;
  first: string;
  last: string;
  email: string;
  phone: string;
  language: "en" | "es";
  /** Days since the account was created. */
  joined: number;
  business?: { name: string; type: string };
};

export const USERS: UserSeed[] = [
  { key: "maria", first: "María", last: "Olivero", email: "maria.olivero@example.gi", phone: "+350 200 71234", language: "es", joined: 412 },
  { key: "james", first: "James", last: "Caruana", email: "james.caruana@example.gi", phone: "+350 5401 2345", language: "en", joined: 380 },
  {
    key: "rock-estates", first: "Daniel", last: "Ferrary", email: "lettings@rockestates.example.gi", phone: "+350 200 45678",
    language: "en", joined: 520, business: { name: "Rock Estates Ltd", type: "real_estate" },
  },
  {
    key: "linares-motors", first: "Antonio", last: "Linares", email: "sales@linaresmotors.example.gi", phone: "+350 200 76543",
    language: "es", joined: 460, business: { name: "Linares Motors", type: "car_dealer" },
  },
  { key: "sarah", first: "Sarah", last: "Montegriffo", email: "sarah.montegriffo@example.gi", phone: "+350 5803 4411", language: "en", joined: 290 },
  { key: "lucia", first: "Lucía", last: "Gómez", email: "lucia.gomez@example.es", phone: "+350 5612 9087", language: "es", joined: 210 },
  { key: "michael", first: "Michael", last: "Risso", email: "michael.risso@example.gi", phone: "+350 5407 7720", language: "en", joined: 175 },
  { key: "claire", first: "Claire", last: "Pitaluga", email: "claire.pitaluga@example.gi", phone: "+350 200 51988", language: "en", joined: 150 },
  { key: "nathan", first: "Nathan", last: "Danino", email: "nathan.danino@example.gi", phone: "+350 5833 1276", language: "en", joined: 32 },
  { key: "rebecca", first: "Rebecca", last: "Baldachino", email: "rebecca.baldachino@example.gi", phone: "+350 5418 6603", language: "en", joined: 240 },
  { key: "kevin", first: "Kevin", last: "Ellul", email: "kevin.ellul@example.gi", phone: "+350 5009 3342", language: "en", joined: 98 },
  { key: "sophie", first: "Sophie", last: "Mascarenhas", email: "sophie.mascarenhas@example.gi", phone: "+350 5625 7781", language: "en", joined: 21 },
  {
    key: "straits-marine", first: "Peter", last: "Borge", email: "info@straitsmarine.example.gi", phone: "+350 200 48120",
    language: "en", joined: 600, business: { name: "Straits Marine Services", type: "marine" },
  },
];
