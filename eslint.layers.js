// The import direction of src/, held by the linter (tests/unit/eslint-layers.test.ts proves each
// zone refuses a wrong arrow): app → pages → features → domain → components / lib / config / content.
// Within a feature, files import each other by relative path.
const never = (group, message) => ({ group, message });
const neverMatching = (regex, message) => ({ regex, message });

const noLocalStack = never(['**/supabase/local', '**/supabase/local/**'], 'The app never imports the local stack: it only knows VITE_SUPABASE_URL.');
const noApp = never(['@/app', '@/app/**'], 'Only the app shell imports src/app.');
const noPages = never(['@/pages', '@/pages/**'], 'Pages are composed by the router, never imported.');
const noFeatures = never(['@/features', '@/features/**'], 'Shared layers know no feature: pass data or callbacks in.');
const noDomain = never(['@/domain', '@/domain/**'], 'Shared layers know no domain: the domain layer builds on them.');
const noFeaturesInDomain = never(['@/features', '@/features/**'], 'The domain layer knows no feature: features read it.');

/** no-restricted-imports for the files of one layer (its tests may compose more, as pages do). */
const zone = (files, patterns) => ({
  files,
  ignores: ['**/*.test.{ts,tsx}'],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export const layerRules = [
  zone(['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/config/**/*.{ts,tsx}', 'src/content/**/*.{ts,tsx}'], [
    noApp,
    noPages,
    noFeatures,
    noDomain,
    noLocalStack,
  ]),
  // src/domain/<domain>/: a domain's coded values, French words and small shared reads (and
  // src/domain/shared/, the shapes they share). A domain may use another's words (a campaign targets
  // lead statuses) by alias, never the files at the top of src/domain/, which put every domain
  // together (a cycle otherwise).
  zone(['src/domain/*/**/*.{ts,tsx}'], [
    noApp,
    noPages,
    noFeaturesInDomain,
    neverMatching('^@/domain/[^/]+$', 'A domain module never imports the files that put every domain together (src/domain/*.ts).'),
    never(['../*', '../**'], 'A domain module reaches another domain by its alias (@/domain/<domain>/…).'),
    noLocalStack,
  ]),
  // The files at the top of src/domain/ put the domains together (every table's words, record names, values).
  zone(['src/domain/*.{ts,tsx}'], [noApp, noPages, noFeaturesInDomain, noLocalStack]),
  zone(['src/features/**/*.{ts,tsx}'], [
    noApp,
    noPages,
    never(['@/features', '@/features/**'], 'A feature never imports another feature (nor itself by alias): share through lib or components.'),
    never(['../../*', '../../**'], 'A feature never reaches into a sibling feature by relative path.'),
    noLocalStack,
  ]),
  zone(['src/pages/**/*.{ts,tsx}'], [noApp, noLocalStack]),
  zone(['src/app/**/*.{ts,tsx}', 'src/*.{ts,tsx}'], [noLocalStack]),
];
