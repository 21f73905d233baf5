// Layering rules of src/server (issue 19, decision 029). What each rule stops is written beside it.
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The server features and the features each one may import. The graph must stay acyclic (checked below,
 * when the config loads): a feature that needs something of a feature above it moves that piece down to
 * server/lib or src/shared, or receives it from its caller. Add a feature here when you create one.
 */
export const FEATURE_IMPORTS = {
  mail: [],
  files: [],
  categories: [],
  places: [],
  notifications: [],
  conversations: [],
  accounts: ['mail'],
  hours: [],
  bots: ['accounts', 'files', 'hours', 'notifications'],
  // Issue 42: events of a bot's conversations, live (server-sent events fanned out across instances).
  live: ['bots', 'conversations'],
  // Issue 42: Web Push alerts and who hears of what.
  alerts: ['accounts', 'bots', 'mail'],
  // Issue 43: outgoing webhooks; the features whose changes are events record them.
  webhooks: ['accounts', 'bots', 'mail', 'notifications'],
  'api-keys': [],
  agenda: [
    'accounts',
    'alerts',
    'bots',
    'conversations',
    'hours',
    'live',
    'mail',
    'notifications',
    'webhooks',
  ],
  widget: ['bots'],
  content: ['bots', 'mail'],
  sources: ['accounts', 'bots'],
  // Issue 44: a training queues the bot's model build (chat/model-jobs).
  training: ['accounts', 'bots', 'chat', 'files', 'notifications'],
  ratings: ['accounts', 'bots', 'notifications'],
  admin: ['accounts', 'bots'],
  seo: ['accounts', 'bots', 'categories', 'content', 'hours'],
  digest: ['mail'],
  marketplace: ['accounts', 'bots', 'files', 'mail', 'notifications', 'webhooks'],
  system: ['marketplace'],
  chat: [
    'accounts',
    'agenda',
    'alerts',
    'bots',
    'live',
    'content',
    'conversations',
    'hours',
    'mail',
    'marketplace',
    'notifications',
    'sources',
    'webhooks',
    'widget',
  ],
  messaging: [
    'accounts',
    'agenda',
    'alerts',
    'bots',
    'chat',
    'conversations',
    'hours',
    'live',
    'notifications',
    'webhooks',
  ],
  inbox: [
    'accounts',
    'agenda',
    'bots',
    'chat',
    'conversations',
    'marketplace',
    'ratings',
    'training',
    'messaging',
  ],
  handoff: ['accounts', 'alerts', 'bots', 'chat', 'conversations', 'inbox', 'live', 'messaging', 'webhooks'],
  // Issue 42: members and invitations, assignment, the lead pipeline, notes and canned replies.
  team: ['accounts', 'alerts', 'bots', 'conversations', 'inbox', 'live', 'mail', 'webhooks'],
};

function assertAcyclic(graph) {
  const state = new Map();
  const visit = (feature, path) => {
    if (state.get(feature) === 'done') return;
    if (state.get(feature) === 'visiting') {
      throw new Error(
        `eslint/server-boundaries.js: features import each other: ${[...path, feature].join(' → ')}`,
      );
    }
    if (!(feature in graph)) throw new Error(`eslint/server-boundaries.js: unknown feature "${feature}"`);
    state.set(feature, 'visiting');
    for (const next of graph[feature]) visit(next, [...path, feature]);
    state.set(feature, 'done');
  };
  for (const feature of Object.keys(graph)) visit(feature, []);
}
assertAcyclic(FEATURE_IMPORTS);

// A feature folder missing from the map would escape the rule: the config refuses to load instead.
const folders = readdirSync(new URL('../src/server/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unlisted = folders.filter((folder) => !(folder in FEATURE_IMPORTS));
if (unlisted.length) {
  throw new Error(`eslint/server-boundaries.js: add ${unlisted.join(', ')} to FEATURE_IMPORTS`);
}

const features = Object.keys(FEATURE_IMPORTS);
const featureZones = features.map((feature) => ({
  target: `./src/server/features/${feature}`,
  from: features
    .filter((other) => other !== feature && !FEATURE_IMPORTS[feature].includes(other))
    .map((other) => `./src/server/features/${other}`),
  message: `features/${feature} may import only ${FEATURE_IMPORTS[feature].join(', ') || 'no other feature'} (eslint/server-boundaries.js).`,
}));

/** Drizzle's query builder entry points, called on a database handle or a transaction. */
const QUERY =
  '/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|with|\\$count|\\$with)$/';
const queryBuilderCall = [
  `CallExpression[callee.type='MemberExpression'][callee.property.name=${QUERY}][callee.object.type='Identifier'][callee.object.name=/^(db|tx|trx|database)$/]`,
  `CallExpression[callee.type='MemberExpression'][callee.property.name=${QUERY}][callee.object.type='MemberExpression'][callee.object.property.name=/^(db|tx)$/]`,
  // The relational API: db.query.bots.findMany(…)
  `CallExpression[callee.property.name=/^find(First|Many)$/][callee.object.object.property.name='query']`,
].map((selector) => ({
  selector,
  message:
    "Queries live in the feature's *.repo.ts (or src/server/db): call a repository function, passing the transaction if any (decision 029).",
}));

/** A time taken when the module loads, not when the code runs: the stale-timestamp bug of issue 19. */
const moduleLoadTime = {
  selector:
    ":matches(NewExpression[callee.name='Date'][arguments.length=0], CallExpression[callee.object.name='Date'][callee.property.name='now']):not(:function *)",
  message: 'This time is taken once, when the module loads: take it inside the function that uses it.',
};

const sourceFiles = ['src/server/**/*.ts'];
const testFiles = ['src/server/**/*.test.ts', 'src/server/test/**'];

export default [
  {
    // Import cycles, anywhere in src (server, web and shared). Type-only imports are not followed.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: sourceFiles,
    ignores: testFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              // A route is schema → authenticate → service → present: it never queries.
              target: './src/server/**/*.routes.ts',
              from: ['./src/server/**/*.repo.ts'],
              message: 'Route files call services, never repositories (decision 029).',
            },
            ...featureZones,
            {
              // Plugins, the database folder and lib sit below the features: they receive what a feature
              // gives them (the app context, a registration option, an interface the feature implements),
              // the way fastify/demo registers its plugins, and import none (issue 36).
              target: ['./src/server/plugins', './src/server/db', './src/server/lib'],
              from: './src/server/features',
              message:
                'plugins/, db/ and lib/ import no feature: take what the feature gives as an option or an interface (eslint/server-boundaries.js).',
            },
            {
              // The pure turn is a function of (bot, state, message): no database, not even its types.
              target: [
                './src/server/features/chat/turn.ts',
                './src/server/features/chat/slots.ts',
                './src/server/features/chat/field-prompts.ts',
                './src/server/features/chat/smalltalk.ts',
                './src/server/features/chat/links.ts',
              ],
              from: ['./src/server/db', './src/server/features/conversations'],
              message:
                'The pure turn imports nothing from the database: its types live in src/shared/conversation-state.ts (decision 037).',
            },
          ],
        },
      ],
    },
  },
  {
    // Only repositories and the database folder build queries; tests may read what was stored.
    files: sourceFiles,
    ignores: [...testFiles, 'src/server/**/*.repo.ts', 'src/server/db/**'],
    rules: { 'no-restricted-syntax': ['error', ...queryBuilderCall, moduleLoadTime] },
  },
  {
    files: ['src/server/**/*.repo.ts', 'src/server/db/**/*.ts'],
    ignores: testFiles,
    rules: { 'no-restricted-syntax': ['error', moduleLoadTime] },
  },
];
