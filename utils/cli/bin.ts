import { main } from './understudy-main';

// The installed package's bin (dist/understudy.js): `npx understudy dataset schema.json …`.
process.exitCode = await main(process.argv.slice(2));
