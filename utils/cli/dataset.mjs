// `node utils/cli/dataset.mjs schema.json …` is `understudy dataset schema.json …`.
process.argv.splice(2, 0, 'dataset');
await import('./understudy.mjs');
