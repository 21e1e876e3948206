import { describe, expect, it } from 'vitest';
import { initialFiles, type Manifest } from './initial-javascript';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/admin.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_styles.css': { file: 'assets/styles.css' },
  'src/app/routes/home.tsx': {
    file: 'assets/home.js',
    imports: ['_shared.js', 'index.html', '_styles.css'],
    dynamicImports: ['src/dialog.tsx'],
  },
  'src/dialog.tsx': { file: 'assets/dialog.js' },
  'src/app/routes/admin.tsx': { file: 'assets/admin.js', imports: ['_charts.js'] },
  '_charts.js': { file: 'assets/charts.js' },
};

describe('initialFiles', () => {
  it('counts the entry, the page module and their static imports once each, JavaScript only', () => {
    expect(initialFiles(manifest, ['src/app/routes/home.tsx'])).toEqual([
      'assets/home.js',
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
  });

  it('leaves out dynamic imports: other pages and on-demand dialogs', () => {
    const files = initialFiles(manifest, ['src/app/routes/home.tsx']);
    expect(files).not.toContain('assets/dialog.js');
    expect(files).not.toContain('assets/admin.js');
    expect(files).not.toContain('assets/charts.js');
  });

  it('starts from the entry it is given: the light entry of the public pages leaves the SPA entry out', () => {
    const withLight: Manifest = {
      ...manifest,
      'public.html': {
        file: 'assets/public.js',
        isEntry: true,
        imports: ['_react.js'],
        dynamicImports: ['src/light-home.tsx', 'src/en.json', 'index.html'],
      },
      'src/light-home.tsx': { file: 'assets/light-home.js', imports: ['_react.js'] },
      'src/en.json': { file: 'assets/en.js' },
    };
    expect(initialFiles(withLight, ['src/light-home.tsx', 'src/en.json'], 'public.html')).toEqual([
      'assets/en.js',
      'assets/light-home.js',
      'assets/public.js',
      'assets/react.js',
    ]);
    expect(() => initialFiles(withLight, [], 'src/light-home.tsx')).toThrow(
      /no entry src\/light-home.tsx/,
    );
  });

  it('refuses a module the manifest does not know', () => {
    expect(() => initialFiles(manifest, ['src/app/routes/missing.tsx'])).toThrow(
      /no chunk for src\/app\/routes\/missing.tsx/,
    );
  });
});
