/**
 * Content of the leasing-related pages: /leasing, /comment-ca-marche, the home
 * benefit cards and summary, /devenir-partenaire and /contact-pro.
 * One module per page lives in ./leasing/.
 */
export * from './leasing/explainer';
export * from './leasing/process';
export * from './leasing/home';
export * from './leasing/partner';
export * from './leasing/contact-pro';
