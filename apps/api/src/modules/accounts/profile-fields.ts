/** Every editable field of SPEC §3 Profile and its rules: the contract's schema (the web's profile form checks with it too). */
export { type ProfileUpdate, profileUpdateSchema as profileFields } from "@ile/contract";
