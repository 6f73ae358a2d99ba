import { describe, expect, it } from 'vitest';
import { assertTemplate, fillTemplate, pagePath, pageQuery } from './page.template.ts';

const template = `<!doctype html>
<html lang="hu">
  <head>
    <title>Konyha</title>
    <meta
      name="description"
      content="Házias magyar ételek."
    />
    <meta property="og:title" content="Konyha" />
    <meta property="og:description" content="Házias magyar ételek." />
    <meta property="og:locale" content="hu_HU" />
    <meta property="og:locale:alternate" content="en_GB" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/style-3.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('putting a rendered page into index.html', () => {
  const filled = fillTemplate(template, 'en', {
    title: 'Soups & stews · <Konyha>',
    description: 'Home-cooked "Hungarian" food',
    body: '<div id="root" data-language="en"><h1>Soups $& more</h1></div>',
  });

  it('sets the language and the title, escaped', () => {
    expect(filled).toContain('<html lang="en">');
    expect(filled).toContain('<title>Soups &amp; stews · &lt;Konyha&gt;</title>');
  });

  it('describes the page in its language for search engines and link previews', () => {
    expect(filled).toContain('content="Home-cooked &quot;Hungarian&quot; food"\n    />');
    expect(filled).toContain('<meta property="og:title" content="Soups &amp; stews · &lt;Konyha&gt;" />');
    expect(filled).toContain(
      '<meta property="og:description" content="Home-cooked &quot;Hungarian&quot; food" />',
    );
    expect(filled).toContain('<meta property="og:locale" content="en_GB" />');
    expect(filled).toContain('<meta property="og:locale:alternate" content="hu_HU" />');
  });

  it('puts the page in place of the empty root, taking its text literally', () => {
    expect(filled).toContain('<body><div id="root" data-language="en"><h1>Soups $& more</h1></div></body>');
  });

  it('keeps the stylesheet but lets the scripts wait for the first paint', () => {
    expect(filled).toContain('<link rel="stylesheet" crossorigin href="/assets/style-3.css">');
    expect(filled).not.toContain('modulepreload');
    expect(filled).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">',
    );
  });

  it('refuses a template without an empty root', () => {
    expect(() => assertTemplate(template)).not.toThrow();
    expect(() => assertTemplate('<div id="root">x</div>')).toThrow(/lacks <div id="root"><\/div>/);
  });
});

describe('the path a page is known by', () => {
  it('drops the query and trailing slashes, but keeps the root', () => {
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/?utm=x')).toBe('/');
    expect(pagePath('/foods/soups/')).toBe('/foods/soups');
    expect(pagePath('/foods/soups?x=1')).toBe('/foods/soups');
  });
});

describe('the query a page may read', () => {
  it('is the URL’s query, or empty without one', () => {
    expect(pageQuery('/foods/soups?diet=vegetarian,not-hot&utm=x').get('diet')).toBe('vegetarian,not-hot');
    expect([...pageQuery('/foods/soups')]).toEqual([]);
    expect([...pageQuery('/foods/soups?')]).toEqual([]);
  });
});
