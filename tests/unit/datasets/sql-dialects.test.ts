import { describe, expect, it } from 'vitest';
import { sqlDialect } from '@/utils/datasets/sql-dialects';
import { datasetText, schemaOf } from '../support/dataset-schemas';

const postgresql = sqlDialect('postgresql');
const mysql = sqlDialect('mysql');
const sqlite = sqlDialect('sqlite');

describe('SQL string literals', () => {
  it('PostgreSQL doubles quotes, keeps backslashes and Unicode, and drops NUL (its text cannot hold one)', () => {
    expect(postgresql.text("O'Brien")).toBe("'O''Brien'");
    expect(postgresql.text('back\\slash\\')).toBe("'back\\slash\\'");
    expect(postgresql.text('nul\0inside')).toBe("'nulinside'");
    expect(postgresql.text('東京 🦄')).toBe("'東京 🦄'");
  });

  it('MySQL escapes as mysqldump does: quote, backslash, NUL, CR, LF and Ctrl-Z', () => {
    expect(mysql.text("O'Brien")).toBe("'O\\'Brien'");
    expect(mysql.text('back\\slash')).toBe("'back\\\\slash'");
    expect(mysql.text("\\'")).toBe("'\\\\\\''");
    expect(mysql.text('nul\0inside')).toBe("'nul\\0inside'");
    expect(mysql.text('a\r\nb\x1a')).toBe("'a\\r\\nb\\Z'");
    expect(mysql.text('東京 🦄')).toBe("'東京 🦄'");
  });

  it('SQLite doubles quotes, keeps backslashes, and splices NUL in with char(0)', () => {
    expect(sqlite.text("O'Brien")).toBe("'O''Brien'");
    expect(sqlite.text('back\\slash')).toBe("'back\\slash'");
    expect(sqlite.text('nul\0inside\0')).toBe("'nul' || char(0) || 'inside' || char(0) || ''");
    expect(sqlite.text('東京 🦄')).toBe("'東京 🦄'");
  });

  it('quotes identifiers in each dialect, doubling the quote character', () => {
    expect(postgresql.identifier('say "hi"')).toBe('"say ""hi"""');
    expect(sqlite.identifier('order')).toBe('"order"');
    expect(mysql.identifier('a`b')).toBe('`a``b`');
  });
});

describe('SQL files', () => {
  const schema = schemaOf(
    [
      { name: 'id', kind: 'row.id' },
      { name: 'email', kind: 'internet.email', unique: true },
      { name: 'company', kind: 'company.name', nullShare: 0.5 },
      { name: 'active', kind: 'datatype.boolean' },
      { name: 'born', kind: 'date.birthdate' },
      { name: 'about', kind: 'lorem.paragraph' },
    ],
    { rows: 25 },
  );

  it('creates the table with fitting types, NOT NULL where never empty and UNIQUE where asked', () => {
    expect(datasetText(schema, { format: 'sql', dialect: 'postgresql' })).toContain(
      'CREATE TABLE "t" (\n  "id" INTEGER NOT NULL,\n  "email" TEXT NOT NULL UNIQUE,\n  "company" TEXT,\n  "active" BOOLEAN NOT NULL,\n  "born" DATE NOT NULL,\n  "about" TEXT NOT NULL\n);',
    );
    expect(datasetText(schema, { format: 'sql', dialect: 'mysql' })).toContain(
      'CREATE TABLE `t` (\n  `id` INT NOT NULL,\n  `email` VARCHAR(255) NOT NULL UNIQUE,\n  `company` VARCHAR(255),\n  `active` BOOLEAN NOT NULL,\n  `born` DATE NOT NULL,\n  `about` TEXT NOT NULL\n) DEFAULT CHARSET=utf8mb4;',
    );
    expect(datasetText(schema, { format: 'sql', dialect: 'sqlite' })).toContain(
      '"active" INTEGER NOT NULL,\n  "born" TEXT NOT NULL',
    );
  });

  it('takes BIGINT when a number column goes past 32 bits', () => {
    const wide = schemaOf([{ name: 'n', kind: 'number.int', min: 0, max: 2 ** 40 }]);
    expect(datasetText(wide, { format: 'sql', dialect: 'postgresql' })).toContain('"n" BIGINT NOT NULL');
  });

  it('batches INSERTs in one transaction, each statement closed', () => {
    const text = datasetText(schema, { format: 'sql', dialect: 'postgresql', batchSize: 10 });
    expect(text.match(/^INSERT INTO "t" /gm)).toHaveLength(3);
    expect(text.match(/\);\n/g)).toHaveLength(4); // CREATE TABLE and three INSERTs
    expect(text.indexOf('BEGIN;')).toBeLessThan(text.indexOf('INSERT'));
    expect(text.endsWith('COMMIT;\n')).toBe(true);
    expect(text).toMatch(/, (TRUE|FALSE), /);
    expect(text).toContain('NULL');
  });
});
