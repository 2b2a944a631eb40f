-- VisioLease — local demo data (never run on production).
--
-- Run by `supabase db reset` / `supabase start` (config.toml [db.seed]) and by the local stack
-- (supabase/local). Everything is fictional: people, companies, SIRET numbers, e-mail domains;
-- phone numbers are in the ARCEP ranges reserved for fiction (01 99 00 xx xx, 06 39 98 xx xx).
--
-- Sign-in (local only):
--   admin@example.com      / admin123456   role admin
--   staff@example.com      / staff123456   no role (signed in, but not an admin)
--   commercial@example.com / demo123456    role commercial
--   marketing@example.com  / demo123456    role marketing
--   compta@example.com     / demo123456    role comptabilite
--   technique@example.com  / demo123456    role technicien
--   moderation@example.com / demo123456    role moderator
--   lecteur@example.com    / demo123456    role viewer
--
-- Idempotent: every row has a fixed id and every insert ends with `on conflict do nothing`
-- (no conflict target, so any unique key counts: id, e-mail, slug, order_number, page_url…).
-- Re-running the file never duplicates anything and keeps edits made in the back-office;
-- rows deleted since are put back. Identities and roles are attached to users looked up by
-- e-mail, so they also land on an account that already existed with another id.
--
-- Dates are relative (now(), current_date, date_trunc('month', now())) so the demo stays
-- coherent whenever it is loaded: recent quotes, leads created this month, live slides.
--
-- Generated values kept consistent on purpose:
--   * products: monthly_price_N = purchase_price × coef / N, coef 1.04 (12), 1.06 (24), 1.08 (36),
--     1.10 (48), so 12 > 24 > 36 > 48 months; a 60-month line uses coef 1.12.
--   * order_items.unit_price = monthly_payment × duration_months (total over the contract, per unit).
--   * orders.total_amount = Σ unit_price × quantity of its items
--     (= Σ monthly_payment × quantity × duration_months), i.e. the total leasing commitment.
--   * seo_content.h1 = the page's own h1 (a published h1 is what the page shows, so the demo keeps the
--     spec's headings); seo_content.seo_score = the app's formula: meta_title 11-59 chars → 25,
--     meta_description 51-159 chars → 25, h1 over 10 chars → 20, 3+ keywords → 15, canonical → 15.

begin;

-- == Users (auth.users + auth.identities, as GoTrue stores them) ============
insert into auth.users (
  instance_id, id, aud, role, email,
  encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change,
  email_change_token_current, reauthentication_token
) values
  ('00000000-0000-0000-0000-000000000000', '5eed0001-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'admin@example.com',
   extensions.crypt('admin123456', extensions.gen_salt('bf')), now() - interval '240 days',
   '{"provider": "email", "providers": ["email"]}'::jsonb, '{"full_name": "Claire Fontaine"}'::jsonb,
   now() - interval '240 days', now() - interval '240 days', '', '', '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', '5eed0001-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'staff@example.com',
   extensions.crypt('staff123456', extensions.gen_salt('bf')), now() - interval '200 days',
   '{"provider": "email", "providers": ["email"]}'::jsonb, '{"full_name": "Julien Morel"}'::jsonb,
   now() - interval '200 days', now() - interval '200 days', '', '', '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', '5eed0001-0000-4000-8000-000000000003', 'authenticated', 'authenticated', 'commercial@example.com',
   extensions.crypt('demo123456', extensions.gen_salt('bf')), now() - interval '150 days',
   '{"provider": "email", "providers": ["email"]}'::jsonb, '{"full_name": "Thomas Garnier"}'::jsonb,
   now() - interval '150 days', now() - interval '150 days', '', '', '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', '5eed0001-0000-4000-8000-000000000004', 'authenticated', 'authenticated', 'marketing@example.com',
   extensions.crypt('demo123456', extensions.gen_salt('bf')), now() - interval '120 days',
   '{"provider": "email", "providers": ["email"]}'::jsonb, '{"full_name": "Léa Dumas"}'::jsonb,
   now() - interval '120 days', now() - interval '120 days', '', '', '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', '5eed0001-0000-4000-8000-000000000005', 'authenticated', 'authenticated', 'compta@example.com',
   extensions.crypt('demo123456', extensions.gen_salt('bf')), now() - interval '90 days',
   '{"provider": "email", "providers": ["email"]}'::jsonb, '{"full_name": "Sophie Lambert"}'::jsonb,
   now() - interval '90 days', now() - interval '90 days', '', '', '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', '5eed0001-0000-4000-8000-000000000006', 'authenticated', 'authenticated', 'technique@example.com',
   extensions.crypt('demo123456', extensions.gen_salt('bf')), now() - interval '45 days',
   '{"provider": "email", "providers": ["email"]}'::jsonb, '{"full_name": "Nicolas Perrin"}'::jsonb,
   now() - interval '45 days', now() - interval '45 days', '', '', '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', '5eed0001-0000-4000-8000-000000000007', 'authenticated', 'authenticated', 'moderation@example.com',
   extensions.crypt('demo123456', extensions.gen_salt('bf')), now() - interval '30 days',
   '{"provider": "email", "providers": ["email"]}'::jsonb, '{"full_name": "Inès Caron"}'::jsonb,
   now() - interval '30 days', now() - interval '30 days', '', '', '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', '5eed0001-0000-4000-8000-000000000008', 'authenticated', 'authenticated', 'lecteur@example.com',
   extensions.crypt('demo123456', extensions.gen_salt('bf')), now() - interval '20 days',
   '{"provider": "email", "providers": ["email"]}'::jsonb, '{"full_name": "Marc Renaud"}'::jsonb,
   now() - interval '20 days', now() - interval '20 days', '', '', '', '', '', '')
on conflict do nothing;

-- One e-mail identity per user (GoTrue signs in through it); provider_id is the user id.
insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select seed.id, u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', now(), u.created_at, now()
from (values
  ('5eed0002-0000-4000-8000-000000000001'::uuid, 'admin@example.com'),
  ('5eed0002-0000-4000-8000-000000000002'::uuid, 'staff@example.com'),
  ('5eed0002-0000-4000-8000-000000000003'::uuid, 'commercial@example.com'),
  ('5eed0002-0000-4000-8000-000000000004'::uuid, 'marketing@example.com'),
  ('5eed0002-0000-4000-8000-000000000005'::uuid, 'compta@example.com'),
  ('5eed0002-0000-4000-8000-000000000006'::uuid, 'technique@example.com'),
  ('5eed0002-0000-4000-8000-000000000007'::uuid, 'moderation@example.com'),
  ('5eed0002-0000-4000-8000-000000000008'::uuid, 'lecteur@example.com')
) as seed (id, email)
join auth.users u on lower(u.email) = seed.email
on conflict do nothing;

-- Roles: admin gets the back-office; staff@ deliberately has none; the others show the other roles.
insert into public.user_roles (id, user_id, role, created_at)
select seed.id, u.id, seed.role, now() - seed.age
from (values
  ('5eed0003-0000-4000-8000-000000000001'::uuid, 'admin@example.com', 'admin', interval '239 days'),
  ('5eed0003-0000-4000-8000-000000000003'::uuid, 'commercial@example.com', 'commercial', interval '149 days'),
  ('5eed0003-0000-4000-8000-000000000004'::uuid, 'marketing@example.com', 'marketing', interval '119 days'),
  ('5eed0003-0000-4000-8000-000000000005'::uuid, 'compta@example.com', 'comptabilite', interval '89 days'),
  ('5eed0003-0000-4000-8000-000000000006'::uuid, 'technique@example.com', 'technicien', interval '44 days'),
  ('5eed0003-0000-4000-8000-000000000007'::uuid, 'moderation@example.com', 'moderator', interval '29 days'),
  ('5eed0003-0000-4000-8000-000000000008'::uuid, 'lecteur@example.com', 'viewer', interval '19 days')
) as seed (id, email, role, age)
join auth.users u on lower(u.email) = seed.email
on conflict do nothing;

-- The names the back-office shows for staff, as an admin gives them (the metadata above is what
-- each user may write about themselves: the directories never read it).
insert into public.staff_profiles (user_id, display_name)
select u.id, seed.display_name
from (values
  ('admin@example.com', 'Claire Fontaine'),
  ('commercial@example.com', 'Thomas Garnier'),
  ('marketing@example.com', 'Léa Dumas'),
  ('compta@example.com', 'Sophie Lambert'),
  ('technique@example.com', 'Nicolas Perrin'),
  ('moderation@example.com', 'Inès Caron'),
  ('lecteur@example.com', 'Marc Renaud')
) as seed (email, display_name)
join auth.users u on lower(u.email) = seed.email
on conflict do nothing;

-- == Categories ===========================================================
insert into public.categories (id, name, slug, description, icon, order_position, created_at) values
  ('5eed0010-0000-4000-8000-000000000001', 'Écrans Géants', 'ecrans-geants', 'Murs LED et grands écrans professionnels pour halls, showrooms, scènes et façades, en intérieur comme en extérieur.', 'Monitor', 1, now() - interval '240 days'),
  ('5eed0010-0000-4000-8000-000000000002', 'Enseignes', 'enseignes', 'Enseignes lumineuses LED, drapeaux et afficheurs à texte défilant pour signaler votre commerce jour et nuit.', 'Signpost', 2, now() - interval '239 days'),
  ('5eed0010-0000-4000-8000-000000000003', 'Vitrines', 'vitrines', 'Écrans haute luminosité, simple ou double face, lisibles en plein soleil derrière une vitrine.', 'Store', 3, now() - interval '238 days'),
  ('5eed0010-0000-4000-8000-000000000004', 'Totems', 'totems', 'Totems digitaux autoportants pour l’accueil, l’orientation et la promotion, en intérieur ou en extérieur.', 'RectangleVertical', 4, now() - interval '237 days'),
  ('5eed0010-0000-4000-8000-000000000005', 'Bornes', 'bornes', 'Bornes tactiles interactives, bornes de commande self-service et écrans interactifs pour salles de réunion.', 'TabletSmartphone', 5, now() - interval '236 days'),
  ('5eed0010-0000-4000-8000-000000000006', 'Video Walls', 'video-walls', 'Murs d’images LCD à bords ultra-fins, de 2×2 à 3×3 écrans et plus, pilotés comme un seul affichage.', 'LayoutGrid', 6, now() - interval '235 days')
on conflict do nothing;

-- == Products =============================================================
-- Every product has its category and its slug (its page: /catalogue/{category slug}/{slug}).
-- In order: Écrans Géants (Absen, Unilumin, Leyard, Sony, Sharp NEC), Enseignes (Prismaflex,
-- Daktronics), Vitrines (Samsung OM55B, LG XS), Totems (Philips, Samsung OH55A), Bornes (Elo ×2,
-- iiyama), Video Walls (Samsung VM55B-U, LG 55VM5J-H), then one inactive, discontinued product.
-- Featured: Absen, Samsung OM55B, Elo self-service, Samsung VM55B-U. The Leyard (new) has no rating yet.
insert into public.products (id, name, brand, description, image_url, monthly_price_12, monthly_price_24, monthly_price_36, monthly_price_48, purchase_price, stock, rating, badges, active, featured, created_at, category_id, slug) values
  ('5eed0020-0000-4000-8000-000000000001', 'Mur LED intérieur Absen Acclaim A27 Plus P2,5 — 4 × 2,25 m', 'Absen', 'Mur LED modulaire de 9 m² en cabinets 16:9, pitch 2,5 mm, 1 000 cd/m². Idéal pour halls d’accueil, showrooms et auditoriums. Structure au sol, processeur vidéo et installation par nos techniciens inclus.', '/images/products/mur-led-geant-interieur.svg', 3120.00, 1590.00, 1080.00, 825.00, 36000.00, 3, 4.8, array['Intérieur', 'Pitch 2,5 mm', 'Best-seller']::text[], true, true, now() - interval '210 days 9 hours', '5eed0010-0000-4000-8000-000000000001', 'mur-led-absen-acclaim-a27-plus-p2-5'),
  ('5eed0020-0000-4000-8000-000000000002', 'Écran LED extérieur sur mât Unilumin UpadIV P6 — 3 × 2 m', 'Unilumin', 'Écran LED double protection IP65, 6 500 cd/m², lisible en plein soleil. Livré sur mât avec caisson étanche, capteur de luminosité et pilotage de contenu à distance. Étude de voirie et génie civil sur devis.', '/images/products/ecran-led-exterieur.svg', 3683.33, 1877.08, 1275.00, 973.96, 42500.00, 2, 4.6, array['Extérieur', 'IP65', 'Haute luminosité']::text[], true, false, now() - interval '195 days 10 hours', '5eed0010-0000-4000-8000-000000000001', 'ecran-led-exterieur-unilumin-upadiv-p6'),
  ('5eed0020-0000-4000-8000-000000000003', 'Mur LED fine pitch Leyard TWA 1.2 — 136 pouces', 'Leyard', 'Mur LED tout-en-un au pas de 1,2 mm pour salles de conseil et centres de contrôle : image sans couture, angle de vision de 160°, maintenance par l’avant. Nouveauté catalogue, pas encore d’avis client.', '/images/products/mur-led-geant-interieur.svg', 5026.67, 2561.67, 1740.00, 1329.17, 58000.00, 1, null, array['Nouveau', 'Fine pitch 1,2 mm', 'Full HD']::text[], true, false, now() - interval '12 days 11 hours', '5eed0010-0000-4000-8000-000000000001', 'mur-led-fine-pitch-leyard-twa-1-2'),
  ('5eed0020-0000-4000-8000-000000000004', 'Écran LCD professionnel 4K Sony Bravia BZ40L 85"', 'Sony', 'Écran professionnel 85 pouces 4K HDR, 700 cd/m², conçu pour un fonctionnement 24 h/24 et 7 j/7. Parfait pour salles de réunion, espaces d’accueil et affichage dynamique en magasin.', '/images/products/ecran-lcd-professionnel-4k.svg', 450.67, 229.67, 156.00, 119.17, 5200.00, 10, 4.6, array['4K', 'Usage 24/7', 'Haute luminosité']::text[], true, false, now() - interval '160 days 12 hours', '5eed0010-0000-4000-8000-000000000001', 'ecran-lcd-4k-sony-bravia-bz40l-85'),
  ('5eed0020-0000-4000-8000-000000000005', 'Écran LCD 4K Sharp NEC MultiSync ME551 55"', 'Sharp NEC', 'Écran 55 pouces 4K UHD, 400 cd/m², lecteur multimédia intégré et usage 18 h/24. La solution économique pour les menus dynamiques, les salles d’attente et l’information interne.', '/images/products/ecran-lcd-professionnel-4k.svg', 125.67, 64.04, 43.50, 33.23, 1450.00, 30, 4.0, array['4K', 'Nouveau']::text[], true, false, now() - interval '20 days 13 hours', '5eed0010-0000-4000-8000-000000000001', 'ecran-lcd-4k-sharp-nec-multisync-me551-55'),
  ('5eed0020-0000-4000-8000-000000000006', 'Enseigne drapeau LED double face Ø 80 cm', 'Prismaflex', 'Enseigne drapeau ronde, lumineuse sur ses deux faces, avec éclairage LED basse consommation et programmation horaire. Pose sur potence murale, visuel personnalisé à vos couleurs.', '/images/products/enseigne-lumineuse-led.svg', 277.33, 141.33, 96.00, 73.33, 3200.00, 12, 4.5, array['Double face', 'Extérieur']::text[], true, false, now() - interval '180 days 14 hours', '5eed0010-0000-4000-8000-000000000002', 'enseigne-drapeau-led-double-face'),
  ('5eed0020-0000-4000-8000-000000000007', 'Afficheur LED à texte défilant Daktronics Galaxy — 2 m', 'Daktronics', 'Bandeau LED monochrome ou couleur de 2 m pour messages défilants : promotions, horaires, informations pratiques. Mise à jour depuis un navigateur, fixation murale ou suspendue.', '/images/products/afficheur-texte-defilant.svg', 208.00, 106.00, 72.00, 55.00, 2400.00, 15, 4.2, array['Extérieur', 'Programmable à distance']::text[], true, false, now() - interval '140 days 15 hours', '5eed0010-0000-4000-8000-000000000002', 'afficheur-led-texte-defilant-daktronics-galaxy'),
  ('5eed0020-0000-4000-8000-000000000008', 'Écran vitrine Samsung OM55B 55" — 3 000 cd/m²', 'Samsung', 'Écran vitrine haute luminosité de 55 pouces, 3 000 cd/m², lisible en plein soleil derrière la vitre. Ventilation silencieuse, fixation plafond ou sol, gestion des contenus via Samsung MagicINFO.', '/images/products/ecran-vitrine-haute-luminosite.svg', 372.67, 189.92, 129.00, 98.54, 4300.00, 18, 4.9, array['Haute luminosité', 'Best-seller']::text[], true, true, now() - interval '170 days 9 hours', '5eed0010-0000-4000-8000-000000000003', 'ecran-vitrine-samsung-om55b'),
  ('5eed0020-0000-4000-8000-000000000009', 'Écran vitrine double face LG série XS 55"', 'LG', 'Écran suspendu à double affichage : une face haute luminosité tournée vers la rue, une face intérieure pour vos clients en boutique. Deux contenus indépendants, un seul boîtier de 55 pouces.', '/images/products/ecran-vitrine-double-face.svg', 676.00, 344.50, 234.00, 178.75, 7800.00, 6, 4.7, array['Double face', 'Haute luminosité', '4K']::text[], true, false, now() - interval '120 days 10 hours', '5eed0010-0000-4000-8000-000000000003', 'ecran-vitrine-double-face-lg-xs-55'),
  ('5eed0020-0000-4000-8000-000000000010', 'Totem digital intérieur Philips Q-Line 55"', 'Philips', 'Totem autoportant de 55 pouces en format portrait sur socle lesté, lecteur Android intégré. Idéal pour l’accueil, l’orientation des visiteurs et la promotion en point de vente.', '/images/products/totem-digital-interieur.svg', 338.00, 172.25, 117.00, 89.38, 3900.00, 25, 4.4, array['Intérieur', 'Full HD']::text[], true, false, now() - interval '150 days 11 hours', '5eed0010-0000-4000-8000-000000000004', 'totem-digital-interieur-philips-q-line-55'),
  ('5eed0020-0000-4000-8000-000000000011', 'Totem extérieur Samsung OH55A-S 55" IP56', 'Samsung', 'Totem extérieur 2 500 cd/m², étanche IP56 et anti-vandalisme, avec climatisation intégrée. Pour parkings, drive, parvis de magasins et signalétique urbaine. Pose sur platine béton comprise.', '/images/products/totem-exterieur.svg', 832.00, 424.00, 288.00, 220.00, 9600.00, 6, 4.7, array['Extérieur', 'IP56', 'Haute luminosité']::text[], true, false, now() - interval '100 days 12 hours', '5eed0010-0000-4000-8000-000000000004', 'totem-exterieur-samsung-oh55a-s'),
  ('5eed0020-0000-4000-8000-000000000012', 'Borne interactive tactile Elo 27" sur colonne', 'Elo', 'Borne tactile capacitive 27 pouces multipoint sur colonne inclinée. Catalogue interactif, prise de rendez-vous, information visiteurs : livrée avec logiciel de mode kiosque.', '/images/products/borne-interactive-tactile.svg', 251.33, 128.08, 87.00, 66.46, 2900.00, 14, 4.3, array['Tactile', 'Full HD']::text[], true, false, now() - interval '90 days 13 hours', '5eed0010-0000-4000-8000-000000000005', 'borne-interactive-tactile-elo-27'),
  ('5eed0020-0000-4000-8000-000000000013', 'Borne de commande self-service Elo 22" avec TPE', 'Elo', 'Borne de commande portrait 22 pouces avec terminal de paiement sans contact et imprimante de tickets. Réduit l’attente au comptoir et augmente le panier moyen en restauration rapide.', '/images/products/borne-commande-self-service.svg', 320.67, 163.42, 111.00, 84.79, 3700.00, 20, 4.8, array['Tactile', 'Paiement CB intégré', 'Best-seller']::text[], true, true, now() - interval '75 days 14 hours', '5eed0010-0000-4000-8000-000000000005', 'borne-commande-self-service-elo-22'),
  ('5eed0020-0000-4000-8000-000000000014', 'Écran interactif 75" iiyama ProLite TE7512MIS pour salle de réunion', 'iiyama', 'Écran interactif 4K de 75 pouces, 20 points de contact, tableau blanc et partage d’écran sans fil. Livré sur pied mobile à roulettes, avec stylets et formation de prise en main.', '/images/products/ecran-interactif-salle-reunion.svg', 238.33, 121.46, 82.50, 63.02, 2750.00, 9, 4.5, array['Tactile', '4K', 'Salle de réunion']::text[], true, false, now() - interval '60 days 15 hours', '5eed0010-0000-4000-8000-000000000005', 'ecran-interactif-iiyama-prolite-75'),
  ('5eed0020-0000-4000-8000-000000000015', 'Mur d’images Samsung VM55B-U 3×3 — 9 écrans 55"', 'Samsung', 'Mur d’images de 9 écrans LCD 55 pouces à bords fins (3,5 mm entre images), 500 cd/m², sur pied autoportant. Calibrage des couleurs et contrôleur vidéo inclus.', '/images/products/mur-video-3x3-lcd.svg', 2340.00, 1192.50, 810.00, 618.75, 27000.00, 4, 4.9, array['Bords fins', '9 écrans 55"', 'Best-seller']::text[], true, true, now() - interval '130 days 9 hours', '5eed0010-0000-4000-8000-000000000006', 'mur-images-samsung-vm55b-u-3x3'),
  ('5eed0020-0000-4000-8000-000000000016', 'Mur d’images LG 55VM5J-H 2×2 — bords 0,44 mm', 'LG', 'Quatre écrans 55 pouces à bords quasi invisibles (0,44 mm), fixation murale à réglage micrométrique. Parfait pour vitrines de marque, accueils et salles de crise.', '/images/products/mur-video-2x2-bord-fin.svg', 1196.00, 609.50, 414.00, 316.25, 13800.00, 5, 4.7, array['Bords 0,44 mm', 'Haute luminosité']::text[], true, false, now() - interval '45 days 10 hours', '5eed0010-0000-4000-8000-000000000006', 'mur-images-lg-55vm5j-h-2x2'),
  ('5eed0020-0000-4000-8000-000000000017', 'Écran LCD 43" ancienne génération', 'Philips', 'Modèle Full HD 43 pouces retiré du catalogue (remplacé par les gammes 4K). Conservé pour le suivi des contrats en cours ; non proposé à la location.', '/images/products/ecran-lcd-professionnel-4k.svg', 59.80, 30.48, 20.70, 15.81, 690.00, 0, 3.8, array['Fin de série']::text[], false, false, now() - interval '230 days 11 hours', '5eed0010-0000-4000-8000-000000000001', 'ecran-lcd-43-ancienne-generation')
on conflict do nothing;

-- A database seeded before products had categories: the migration gave its products a slug and
-- switched them off (an active product needs a category). File the seeded ones as above and put
-- back the ones the seed shows; products that already have a category are left as staff set them.
update public.products p
   set category_id = seed.category_id::uuid,
       active = seed.active
  from (values
    ('5eed0020-0000-4000-8000-000000000001', '5eed0010-0000-4000-8000-000000000001', true),
    ('5eed0020-0000-4000-8000-000000000002', '5eed0010-0000-4000-8000-000000000001', true),
    ('5eed0020-0000-4000-8000-000000000003', '5eed0010-0000-4000-8000-000000000001', true),
    ('5eed0020-0000-4000-8000-000000000004', '5eed0010-0000-4000-8000-000000000001', true),
    ('5eed0020-0000-4000-8000-000000000005', '5eed0010-0000-4000-8000-000000000001', true),
    ('5eed0020-0000-4000-8000-000000000006', '5eed0010-0000-4000-8000-000000000002', true),
    ('5eed0020-0000-4000-8000-000000000007', '5eed0010-0000-4000-8000-000000000002', true),
    ('5eed0020-0000-4000-8000-000000000008', '5eed0010-0000-4000-8000-000000000003', true),
    ('5eed0020-0000-4000-8000-000000000009', '5eed0010-0000-4000-8000-000000000003', true),
    ('5eed0020-0000-4000-8000-000000000010', '5eed0010-0000-4000-8000-000000000004', true),
    ('5eed0020-0000-4000-8000-000000000011', '5eed0010-0000-4000-8000-000000000004', true),
    ('5eed0020-0000-4000-8000-000000000012', '5eed0010-0000-4000-8000-000000000005', true),
    ('5eed0020-0000-4000-8000-000000000013', '5eed0010-0000-4000-8000-000000000005', true),
    ('5eed0020-0000-4000-8000-000000000014', '5eed0010-0000-4000-8000-000000000005', true),
    ('5eed0020-0000-4000-8000-000000000015', '5eed0010-0000-4000-8000-000000000006', true),
    ('5eed0020-0000-4000-8000-000000000016', '5eed0010-0000-4000-8000-000000000006', true),
    ('5eed0020-0000-4000-8000-000000000017', '5eed0010-0000-4000-8000-000000000001', false)
  ) as seed (id, category_id, active)
 where p.id = seed.id::uuid and p.category_id is null
   and exists (select 1 from public.categories c where c.id = seed.category_id::uuid);

-- == Hero carousel ========================================================
-- Three live slides, one switched off, one whose end_date has passed (hidden by the date filter).
insert into public.hero_carousel_slides (id, title, subtitle, image_url, cta_text, cta_link, active, start_date, end_date, media_type, generated_by_ai, generation_prompt, order_position, created_at) values
  ('5eed0030-0000-4000-8000-000000000001', 'Vos écrans LED en location longue durée', 'Murs d’images, totems et vitrines dynamiques, installés et maintenus par nos équipes. Sans apport, de 12 à 60 mois.', '/images/hero/boutique-mur-led.svg', 'Voir le catalogue', '/#catalog', true, null, null, 'image', false, null, 1, now() - interval '200 days'),
  ('5eed0030-0000-4000-8000-000000000002', 'Un hall d’accueil qui marque les esprits', 'Murs d’images et totems digitaux pour vos sièges, hôtels et showrooms, avec maintenance incluse.', '/images/hero/hall-entreprise-totems.svg', 'Découvrir le leasing', '/leasing', true, current_date - 30, null, 'image', false, null, 2, now() - interval '30 days'),
  ('5eed0030-0000-4000-8000-000000000003', 'Menus dynamiques et bornes de commande', 'Réduisez l’attente et augmentez le panier moyen de votre restaurant, dès la première semaine.', '/images/hero/restaurant-menu-borne.svg', 'Demander un devis', '/contact-pro', true, null, current_date + 365, 'image', false, null, 3, now() - interval '25 days'),
  ('5eed0030-0000-4000-8000-000000000004', 'Offre de rentrée : installation offerte', 'Pour tout contrat de 36 mois et plus signé avant la fin du mois.', '/images/hero/boutique-mur-led.svg', 'J’en profite', '/contact-pro', false, null, null, 'image', false, null, 4, now() - interval '80 days'),
  ('5eed0030-0000-4000-8000-000000000005', 'Retrouvez-nous au salon Retail & Digital Signage', 'Démonstrations de murs LED et de bornes interactives sur notre stand B12.', '/images/hero/hall-entreprise-totems.svg', 'Prendre rendez-vous', '/contact', true, current_date - 60, current_date - 15, 'image', true, 'Stand de salon professionnel avec un grand mur LED lumineux, ambiance sombre, tons bleu marine et cyan, visiteurs en silhouette', 5, now() - interval '65 days')
on conflict do nothing;

-- == Quote requests =======================================================
-- 20 requests over the last 60 days: 11 pending, 4 in_progress, 1 quote_sent, 2 won, 1 lost, 1 archived;
-- 14 from the pro form (company + 14-digit SIRET), 6 from the general form (both NULL).
insert into public.quote_requests (id, first_name, last_name, email, phone, company, siret, subject, message, status, created_at) values
  ('5eed0040-0000-4000-8000-000000000001', 'Laurent', 'Perrin', 'contact@boulangerie-perrin.fr', '01 99 00 72 64', 'Boulangerie Perrin', '69533724600018', 'Écran vitrine pour notre boulangerie', 'Bonjour, nous aimerions afficher nos produits du jour et nos promotions en vitrine. La vitrine est exposée plein sud. Pouvez-vous nous proposer un écran adapté et le loyer mensuel sur 36 mois ?', 'won', now() - interval '58 days 10 hours'),
  ('5eed0040-0000-4000-8000-000000000002', 'Aurélie', 'Caron', 'aurelie.caron@cabinet-caron.fr', '06 39 98 35 74', 'Cabinet dentaire Caron', '59162432500013', 'Écran pour salle d’attente', 'Nous souhaitons un écran de 55 pouces dans la salle d’attente pour diffuser des conseils de prévention. Installation murale, contenus fournis par nos soins.', 'quote_sent', now() - interval '55 days 15 hours'),
  ('5eed0040-0000-4000-8000-000000000003', 'Maxime', 'Henry', 'maxime.henry@example.fr', '06 39 98 23 23', null, null, 'Durée minimale d’un contrat', 'Quelle est la durée minimale d’engagement pour un écran seul ? Je cherche plutôt une location de 6 mois.', 'archived', now() - interval '51 days 9 hours'),
  ('5eed0040-0000-4000-8000-000000000004', 'Fabien', 'Marchand', 'contact@hotel-lesvoiles.fr', '06 39 98 70 38', 'Hôtel Les Voiles', '58377764400019', 'Totems digitaux pour le hall de l’hôtel', 'Nous rénovons notre hall et voudrions deux totems intérieurs pour le programme des séminaires et l’orientation des clients, ainsi qu’un écran derrière la réception.', 'won', now() - interval '47 days 11 hours'),
  ('5eed0040-0000-4000-8000-000000000005', 'Céline', 'Robin', 'celine.robin@pharmacie-du-marche.fr', '01 99 00 10 73', 'Pharmacie du Marché', '44601968900012', 'Croix de pharmacie et écran vitrine', 'Notre croix LED est en fin de vie. Nous voudrions la remplacer et ajouter un écran haute luminosité en vitrine. Merci de prévoir la dépose de l’ancienne enseigne.', 'in_progress', now() - interval '44 days 16 hours'),
  ('5eed0040-0000-4000-8000-000000000006', 'Grégory', 'Masson', 'gregory.masson@garage-masson.fr', '06 39 98 52 17', 'Garage Masson', '54461845700011', 'Écran LED extérieur pour le garage', 'Projet d’écran LED en bord de route pour nos offres d’entretien. Le projet est finalement reporté à l’an prochain, suite à un refus de la mairie.', 'lost', now() - interval '40 days 14 hours'),
  ('5eed0040-0000-4000-8000-000000000007', 'Sophie', 'Blanc', 'contact@institution-saintemarie.fr', '01 99 00 02 51', 'Institution Sainte-Marie', '70456127300019', 'Écrans interactifs pour six salles de classe', 'Nous étudions le remplacement de nos vidéoprojecteurs par des écrans interactifs de 75 pouces sur pied mobile. Est-il possible d’étaler le contrat sur 48 mois ?', 'in_progress', now() - interval '36 days 10 hours'),
  ('5eed0040-0000-4000-8000-000000000008', 'Nicolas', 'Guérin', 'nicolas.guerin@example.com', '06 39 98 61 84', null, null, 'Devis pour un écran 4K de 85 pouces', 'Architecte indépendant, je cherche un grand écran 4K pour présenter mes projets à mes clients. Quel serait le loyer sur 24 et 36 mois ?', 'in_progress', now() - interval '33 days 17 hours'),
  ('5eed0040-0000-4000-8000-000000000009', 'Élodie', 'Muller', 'elodie.muller@muller-pretaporter.fr', '01 99 00 41 10', 'Muller Prêt-à-porter', '56051162800011', 'Mur LED pour boutique de prêt-à-porter', 'Nous ouvrons une boutique de 200 m² en centre-ville et imaginons un mur LED de 3 m de large derrière la caisse. Pouvez-vous passer voir le local ?', 'pending', now() - interval '30 days 11 hours'),
  ('5eed0040-0000-4000-8000-000000000010', 'David', 'Roussel', 'contact@roussel-restauration.fr', '06 39 98 35 09', 'Roussel Restauration', '33945023100016', 'Bornes de commande pour deux restaurants', 'Nous exploitons deux restaurants rapides et voulons installer trois bornes de commande dans chacun, avec paiement par carte. Vos bornes sont-elles compatibles avec notre logiciel de caisse ?', 'in_progress', now() - interval '27 days 15 hours'),
  ('5eed0040-0000-4000-8000-000000000011', 'Pauline', 'Lemaire', 'pauline.lemaire@example.fr', '06 39 98 36 11', null, null, 'Reprise du matériel en fin de contrat', 'Bonjour, que devient le matériel à la fin du contrat ? Peut-on le racheter, et à quel prix ?', 'pending', now() - interval '24 days 9 hours'),
  ('5eed0040-0000-4000-8000-000000000012', 'Vincent', 'Fabre', 'vincent.fabre@lehangar-concerts.fr', '06 39 98 15 49', 'Le Hangar — salle de concerts', '33296864300012', 'Mur d’images pour la scène', 'Nous cherchons un mur d’images pour le fond de scène, démontable, pour une salle de 800 places. Merci de nous indiquer les délais de livraison.', 'pending', now() - interval '21 days 13 hours'),
  ('5eed0040-0000-4000-8000-000000000013', 'Amandine', 'Brun', 'contact@brun-immobilier.fr', '01 99 00 89 44', 'Brun Immobilier', '73193397400016', 'Écran vitrine double face pour agence', 'Nous voudrions remplacer nos affichettes par un écran double face : annonces côté rue, estimation en ligne côté agence. Vitrine de 2,5 m de large.', 'pending', now() - interval '18 days 10 hours'),
  ('5eed0040-0000-4000-8000-000000000014', 'Romain', 'Gauthier', 'romain.gauthier@example.com', '06 39 98 87 52', null, null, 'Location courte durée pour un salon ?', 'Proposez-vous la location d’un totem pour un salon de trois jours en mars ?', 'pending', now() - interval '15 days 16 hours'),
  ('5eed0040-0000-4000-8000-000000000015', 'Stéphanie', 'Noël', 'stephanie.noel@clinique-duparc.fr', '01 99 00 90 82', 'Clinique du Parc', '55603503800018', 'Affichage dynamique dans les salles d’attente', 'Nous avons quatre salles d’attente et un hall d’accueil. Nous voudrions un devis pour cinq écrans avec une gestion centralisée des contenus.', 'pending', now() - interval '12 days 11 hours'),
  ('5eed0040-0000-4000-8000-000000000016', 'Jérôme', 'Leroy', 'contact@epicerie-leroy.fr', '06 39 98 83 54', 'Épicerie fine Leroy', '86427423800012', 'Afficheur à texte défilant pour nos promotions', 'Un bandeau lumineux au-dessus de l’entrée pour annoncer les arrivages et les dégustations du samedi. Budget serré, contrat de 24 mois si possible.', 'pending', now() - interval '9 days 14 hours'),
  ('5eed0040-0000-4000-8000-000000000017', 'Laura', 'Mathieu', 'laura.mathieu@example.fr', '06 39 98 35 02', null, null, 'Comparaison leasing et achat', 'Pouvez-vous m’envoyer une simulation comparant le leasing et l’achat comptant pour un équipement d’environ 15 000 € HT ?', 'pending', now() - interval '6 days 10 hours'),
  ('5eed0040-0000-4000-8000-000000000018', 'Benoît', 'Renard', 'benoit.renard@renard-motos.fr', '06 39 98 60 31', 'Renard Motos', '74722192700011', 'Mur LED pour showroom motos', 'Nous agrandissons notre showroom et souhaitons un mur LED intérieur d’environ 4 m pour les lancements de modèles. Visite possible en semaine.', 'pending', now() - interval '4 days 9 hours'),
  ('5eed0040-0000-4000-8000-000000000019', 'Inès', 'Bertrand', 'contact@lequaidesidees.fr', '01 99 00 04 49', 'Le Quai des Idées', '80765124500019', 'Écrans interactifs pour salles de réunion', 'Espace de coworking de 12 salles de réunion : nous souhaitons équiper quatre salles d’écrans interactifs avec visioconférence.', 'pending', now() - interval '2 days 15 hours'),
  ('5eed0040-0000-4000-8000-000000000020', 'Lucas', 'Bonnet', 'lucas.bonnet@example.com', '06 39 98 03 03', null, null, 'Demande de rappel', 'Merci de me rappeler en fin de matinée au sujet d’un écran pour la vitrine de mon salon de coiffure.', 'pending', now() - interval '3 hours')
on conflict do nothing;

-- The workflow: questions sent through the contact form, owners, internal notes.
update public.quote_requests set type = 'contact'
 where id in ('5eed0040-0000-4000-8000-000000000003', '5eed0040-0000-4000-8000-000000000011', '5eed0040-0000-4000-8000-000000000020')
   and type = 'quote';
update public.quote_requests q set owner_id = u.id
  from auth.users u
 where u.email = 'commercial@example.com' and q.owner_id is null
   and q.id in ('5eed0040-0000-4000-8000-000000000005', '5eed0040-0000-4000-8000-000000000007',
                '5eed0040-0000-4000-8000-000000000009', '5eed0040-0000-4000-8000-000000000010',
                '5eed0040-0000-4000-8000-000000000002');

insert into public.quote_request_notes (id, quote_request_id, author_id, author_email, body, created_at)
select seed.id, seed.request_id, u.id, u.email, seed.body, now() - seed.age
from (values
  ('5eed0041-0000-4000-8000-000000000001'::uuid, '5eed0040-0000-4000-8000-000000000002'::uuid, 'Rappelée : écran 55" en portrait, fixation murale, contenus fournis par le cabinet.', interval '54 days'),
  ('5eed0041-0000-4000-8000-000000000002'::uuid, '5eed0040-0000-4000-8000-000000000002'::uuid, 'Devis envoyé sur 36 mois, relance prévue dans une semaine.', interval '50 days'),
  ('5eed0041-0000-4000-8000-000000000003'::uuid, '5eed0040-0000-4000-8000-000000000005'::uuid, 'Visite technique à planifier avec l’équipe d’installation.', interval '43 days')
) as seed (id, request_id, body, age)
join auth.users u on u.email = 'commercial@example.com'
on conflict do nothing;

-- == Orders and their items ===============================================
-- total_amount = Σ monthly_payment × quantity × duration_months of the order’s items
-- (= Σ unit_price × quantity): the full leasing commitment. Every order and payment status
-- appears at least once; two orders have no billing address (shown as « Non renseignée »).
insert into public.orders (id, order_number, customer_first_name, customer_last_name, customer_email, customer_phone, customer_company, total_amount, status, payment_status, shipping_address, billing_address, notes, created_at) values
  ('5eed0050-0000-4000-8000-000000000001', 'CMD-2026-0001', 'Julien', 'Moreau', 'j.moreau@brasserie-vieuxport.fr', '01 99 00 89 38', 'Brasserie du Vieux-Port', 12744.00, 'delivered', 'paid', '{"street": "12 quai du Port", "city": "Marseille", "postal_code": "13002", "country": "France"}'::jsonb, '{"street": "12 quai du Port", "city": "Marseille", "postal_code": "13002", "country": "France"}'::jsonb, null, now() - interval '172 days 14 hours'),
  ('5eed0050-0000-4000-8000-000000000002', 'CMD-2026-0002', 'Nathalie', 'Girard', 'nathalie.girard@pharmacie-girard.fr', '06 39 98 06 06', 'Pharmacie Girard', 8249.76, 'delivered', 'paid', '{"street": "8 rue de la République", "city": "Lyon", "postal_code": "69002", "country": "France"}'::jsonb, '{"street": "8 rue de la République", "city": "Lyon", "postal_code": "69002", "country": "France"}'::jsonb, 'Pose de l’enseigne un lundi matin, avant l’ouverture.', now() - interval '160 days 13 hours'),
  ('5eed0050-0000-4000-8000-000000000003', 'CMD-2026-0003', 'Karim', 'Benali', 'k.benali@atlas-fitness.fr', '06 39 98 53 12', 'Atlas Fitness', 16848.00, 'delivered', 'paid', '{"street": "45 rue Nationale", "city": "Lille", "postal_code": "59000", "country": "France"}'::jsonb, '{"street": "2 avenue de la Marne", "city": "Wasquehal", "postal_code": "59290", "country": "France"}'::jsonb, 'Facturation au siège du groupe.', now() - interval '148 days 12 hours'),
  ('5eed0050-0000-4000-8000-000000000004', 'CMD-2026-0004', 'Émilie', 'Fontaine', 'emilie.fontaine@example.fr', '01 99 00 07 25', null, 2915.04, 'delivered', 'partial', '{"street": "3 impasse des Lilas", "city": "Nantes", "postal_code": "44300", "country": "France"}'::jsonb, '{"street": "3 impasse des Lilas", "city": "Nantes", "postal_code": "44300", "country": "France"}'::jsonb, 'Premier loyer réglé, échéancier du dépôt de garantie en deux fois.', now() - interval '131 days 11 hours'),
  ('5eed0050-0000-4000-8000-000000000005', 'CMD-2026-0005', 'Thomas', 'Lefebvre', 'thomas.lefebvre@riviera-hotels.fr', '06 39 98 99 37', 'Riviera Hôtels & Résidences', 38976.00, 'shipped', 'paid', '{"street": "101 promenade des Anglais", "city": "Nice", "postal_code": "06000", "country": "France"}'::jsonb, '{"street": "101 promenade des Anglais", "city": "Nice", "postal_code": "06000", "country": "France"}'::jsonb, 'Installation coordonnée avec l’architecte d’intérieur ; accès livraison par le parking souterrain.', now() - interval '118 days 10 hours'),
  ('5eed0050-0000-4000-8000-000000000006', 'CMD-2026-0006', 'Sandrine', 'Roux', 'sandrine@optique-roux.fr', '06 39 98 00 41', 'Optique Roux', 4644.00, 'cancelled', 'refunded', '{"street": "27 cours de l’Intendance", "city": "Bordeaux", "postal_code": "33000", "country": "France"}'::jsonb, '{"street": "27 cours de l’Intendance", "city": "Bordeaux", "postal_code": "33000", "country": "France"}'::jsonb, 'Annulée à la demande de la cliente (déménagement de la boutique). Dépôt de garantie remboursé.', now() - interval '104 days 9 hours'),
  ('5eed0050-0000-4000-8000-000000000007', 'CMD-2026-0007', 'Mathieu', 'Chevalier', 'm.chevalier@chevalier-automobiles.fr', '01 99 00 34 60', 'Chevalier Automobiles', 56540.16, 'in_preparation', 'paid', '{"street": "Zone d’activités des Perrières, 14 rue Gustave-Eiffel", "city": "Saint-Herblain", "postal_code": "44800", "country": "France"}'::jsonb, '{"street": "Zone d’activités des Perrières, 14 rue Gustave-Eiffel", "city": "Saint-Herblain", "postal_code": "44800", "country": "France"}'::jsonb, 'Totem extérieur à poser sur le parking clients ; dalle béton réalisée par le client.', now() - interval '92 days 14 hours'),
  ('5eed0050-0000-4000-8000-000000000008', 'CMD-2026-0008', 'Claire', 'Dubois', 'claire.dubois@example.com', '06 39 98 61 26', null, 1508.04, 'delivered', 'paid', '{"street": "9 rue des Tanneurs", "city": "Strasbourg", "postal_code": "67000", "country": "France"}'::jsonb, null, null, now() - interval '80 days 13 hours'),
  ('5eed0050-0000-4000-8000-000000000009', 'CMD-2026-0009', 'Antoine', 'Mercier', 'antoine@smash-factory.fr', '06 39 98 00 96', 'Smash Factory', 16686.00, 'confirmed', 'paid', '{"street": "5 place Kléber", "city": "Strasbourg", "postal_code": "67000", "country": "France"}'::jsonb, '{"street": "5 place Kléber", "city": "Strasbourg", "postal_code": "67000", "country": "France"}'::jsonb, 'Trois menus dynamiques au-dessus du comptoir.', now() - interval '61 days 12 hours'),
  ('5eed0050-0000-4000-8000-000000000010', 'CMD-2026-0010', 'Isabelle', 'Laurent', 'i.laurent@tourisme-cote-emeraude.fr', '01 99 00 24 66', 'Office de tourisme de la Côte d’Émeraude', 21504.00, 'confirmed', 'pending', '{"street": "1 esplanade du Sillon", "city": "Saint-Malo", "postal_code": "35400", "country": "France"}'::jsonb, '{"street": "1 esplanade du Sillon", "city": "Saint-Malo", "postal_code": "35400", "country": "France"}'::jsonb, 'Mandat administratif : paiement à 30 jours après réception.', now() - interval '44 days 11 hours'),
  ('5eed0050-0000-4000-8000-000000000011', 'CMD-2026-0011', 'Olivier', 'Garnier', 'o.garnier@terrasses-du-lac.fr', '06 39 98 58 73', 'Centre commercial Les Terrasses du Lac', 47599.80, 'pending', 'failed', '{"street": "Route du Lac", "city": "Annecy", "postal_code": "74000", "country": "France"}'::jsonb, '{"street": "Route du Lac", "city": "Annecy", "postal_code": "74000", "country": "France"}'::jsonb, 'Prélèvement SEPA rejeté (mandat non signé) ; relancer le service comptable.', now() - interval '30 days 10 hours'),
  ('5eed0050-0000-4000-8000-000000000012', 'CMD-2026-0012', 'Camille', 'Petit', 'camille.petit@example.fr', '06 39 98 44 81', null, 2544.00, 'pending', 'pending', '{"street": "14 rue du Faubourg-Saint-Antoine", "city": "Paris", "postal_code": "75011", "country": "France"}'::jsonb, null, null, now() - interval '18 days 9 hours'),
  ('5eed0050-0000-4000-8000-000000000013', 'CMD-2026-0013', 'Hugo', 'Lambert', 'hugo@lambert-immobilier.fr', '01 99 00 00 96', 'Lambert & Fils Immobilier', 16848.00, 'in_preparation', 'pending', '{"street": "6 quai Lamartine", "city": "Rennes", "postal_code": "35000", "country": "France"}'::jsonb, '{"street": "6 quai Lamartine", "city": "Rennes", "postal_code": "35000", "country": "France"}'::jsonb, null, now() - interval '11 days 14 hours'),
  ('5eed0050-0000-4000-8000-000000000014', 'CMD-2026-0014', 'Manon', 'Rousseau', 'accueil@clinique-tilleuls.fr', '06 39 98 59 49', 'Clinique vétérinaire des Tilleuls', 4134.00, 'pending', 'pending', '{"street": "22 avenue Victor-Hugo", "city": "Dijon", "postal_code": "21000", "country": "France"}'::jsonb, '{"street": "22 avenue Victor-Hugo", "city": "Dijon", "postal_code": "21000", "country": "France"}'::jsonb, null, now() - interval '5 days 13 hours'),
  ('5eed0050-0000-4000-8000-000000000015', 'CMD-2026-0015', 'Sébastien', 'Faure', 's.faure@cinema-leroyal.fr', '06 39 98 49 69', 'Cinéma Le Royal', 78980.16, 'pending', 'pending', '{"street": "18 allées Jean-Jaurès", "city": "Toulouse", "postal_code": "31000", "country": "France"}'::jsonb, '{"street": "BP 40512", "city": "Toulouse Cedex 6", "postal_code": "31005", "country": "France"}'::jsonb, 'Mur d’images dans le hall pour les bandes-annonces ; visite technique à planifier.', now() - interval '2 days 12 hours')
on conflict do nothing;

-- Items only for orders that exist (the join skips them if an order number was already taken by another id).
insert into public.order_items (id, order_id, product_name, product_brand, duration_months, quantity, monthly_payment, unit_price, created_at)
select item.*
from (values
  ('5eed0051-0000-4000-8000-000000000001'::uuid, '5eed0050-0000-4000-8000-000000000001'::uuid, 'Écran vitrine Samsung OM55B 55" — 3 000 cd/m²', 'Samsung', 36, 2, 129.00, 4644.00, now() - interval '172 days 14 hours'),
  ('5eed0051-0000-4000-8000-000000000002'::uuid, '5eed0050-0000-4000-8000-000000000001'::uuid, 'Enseigne drapeau LED double face Ø 80 cm', 'Prismaflex', 36, 1, 96.00, 3456.00, now() - interval '172 days 14 hours'),
  ('5eed0051-0000-4000-8000-000000000003'::uuid, '5eed0050-0000-4000-8000-000000000002'::uuid, 'Écran vitrine Samsung OM55B 55" — 3 000 cd/m²', 'Samsung', 48, 1, 98.54, 4729.92, now() - interval '160 days 13 hours'),
  ('5eed0051-0000-4000-8000-000000000004'::uuid, '5eed0050-0000-4000-8000-000000000002'::uuid, 'Enseigne drapeau LED double face Ø 80 cm', 'Prismaflex', 48, 1, 73.33, 3519.84, now() - interval '160 days 13 hours'),
  ('5eed0051-0000-4000-8000-000000000005'::uuid, '5eed0050-0000-4000-8000-000000000003'::uuid, 'Écran LCD professionnel 4K Sony Bravia BZ40L 85"', 'Sony', 36, 3, 156.00, 5616.00, now() - interval '148 days 12 hours'),
  ('5eed0051-0000-4000-8000-000000000006'::uuid, '5eed0050-0000-4000-8000-000000000004'::uuid, 'Écran interactif 75" iiyama ProLite TE7512MIS pour salle de réunion', 'iiyama', 24, 1, 121.46, 2915.04, now() - interval '131 days 11 hours'),
  ('5eed0051-0000-4000-8000-000000000007'::uuid, '5eed0050-0000-4000-8000-000000000005'::uuid, 'Mur d’images Samsung VM55B-U 3×3 — 9 écrans 55"', 'Samsung', 60, 1, 504.00, 30240.00, now() - interval '118 days 10 hours'),
  ('5eed0051-0000-4000-8000-000000000008'::uuid, '5eed0050-0000-4000-8000-000000000005'::uuid, 'Totem digital intérieur Philips Q-Line 55"', 'Philips', 60, 2, 72.80, 4368.00, now() - interval '118 days 10 hours'),
  ('5eed0051-0000-4000-8000-000000000009'::uuid, '5eed0050-0000-4000-8000-000000000006'::uuid, 'Écran vitrine Samsung OM55B 55" — 3 000 cd/m²', 'Samsung', 36, 1, 129.00, 4644.00, now() - interval '104 days 9 hours'),
  ('5eed0051-0000-4000-8000-000000000010'::uuid, '5eed0050-0000-4000-8000-000000000007'::uuid, 'Mur LED intérieur Absen Acclaim A27 Plus P2,5 — 4 × 2,25 m', 'Absen', 48, 1, 825.00, 39600.00, now() - interval '92 days 14 hours'),
  ('5eed0051-0000-4000-8000-000000000011'::uuid, '5eed0050-0000-4000-8000-000000000007'::uuid, 'Borne interactive tactile Elo 27" sur colonne', 'Elo', 48, 2, 66.46, 3190.08, now() - interval '92 days 14 hours'),
  ('5eed0051-0000-4000-8000-000000000012'::uuid, '5eed0050-0000-4000-8000-000000000007'::uuid, 'Totem extérieur Samsung OH55A-S 55" IP56', 'Samsung', 48, 1, 220.00, 10560.00, now() - interval '92 days 14 hours'),
  ('5eed0051-0000-4000-8000-000000000013'::uuid, '5eed0050-0000-4000-8000-000000000008'::uuid, 'Écran LCD 4K Sharp NEC MultiSync ME551 55"', 'Sharp NEC', 12, 1, 125.67, 1508.04, now() - interval '80 days 13 hours'),
  ('5eed0051-0000-4000-8000-000000000014'::uuid, '5eed0050-0000-4000-8000-000000000009'::uuid, 'Borne de commande self-service Elo 22" avec TPE', 'Elo', 36, 3, 111.00, 3996.00, now() - interval '61 days 12 hours'),
  ('5eed0051-0000-4000-8000-000000000015'::uuid, '5eed0050-0000-4000-8000-000000000009'::uuid, 'Écran LCD 4K Sharp NEC MultiSync ME551 55"', 'Sharp NEC', 36, 3, 43.50, 1566.00, now() - interval '61 days 12 hours'),
  ('5eed0051-0000-4000-8000-000000000016'::uuid, '5eed0050-0000-4000-8000-000000000010'::uuid, 'Totem extérieur Samsung OH55A-S 55" IP56', 'Samsung', 60, 2, 179.20, 10752.00, now() - interval '44 days 11 hours'),
  ('5eed0051-0000-4000-8000-000000000017'::uuid, '5eed0050-0000-4000-8000-000000000011'::uuid, 'Écran LED extérieur sur mât Unilumin UpadIV P6 — 3 × 2 m', 'Unilumin', 60, 1, 793.33, 47599.80, now() - interval '30 days 10 hours'),
  ('5eed0051-0000-4000-8000-000000000018'::uuid, '5eed0050-0000-4000-8000-000000000012'::uuid, 'Afficheur LED à texte défilant Daktronics Galaxy — 2 m', 'Daktronics', 24, 1, 106.00, 2544.00, now() - interval '18 days 9 hours'),
  ('5eed0051-0000-4000-8000-000000000019'::uuid, '5eed0050-0000-4000-8000-000000000013'::uuid, 'Écran vitrine double face LG série XS 55"', 'LG', 36, 2, 234.00, 8424.00, now() - interval '11 days 14 hours'),
  ('5eed0051-0000-4000-8000-000000000020'::uuid, '5eed0050-0000-4000-8000-000000000014'::uuid, 'Totem digital intérieur Philips Q-Line 55"', 'Philips', 24, 1, 172.25, 4134.00, now() - interval '5 days 13 hours'),
  ('5eed0051-0000-4000-8000-000000000021'::uuid, '5eed0050-0000-4000-8000-000000000015'::uuid, 'Mur d’images LG 55VM5J-H 2×2 — bords 0,44 mm', 'LG', 48, 1, 316.25, 15180.00, now() - interval '2 days 12 hours'),
  ('5eed0051-0000-4000-8000-000000000022'::uuid, '5eed0050-0000-4000-8000-000000000015'::uuid, 'Mur LED fine pitch Leyard TWA 1.2 — 136 pouces', 'Leyard', 48, 1, 1329.17, 63800.16, now() - interval '2 days 12 hours')
) as item (id, order_id, product_name, product_brand, duration_months, quantity, monthly_payment, unit_price, created_at)
join public.orders o on o.id = item.order_id
on conflict do nothing;
-- New orders are numbered after the seeded ones.
select private.sync_order_number_counters();

-- == Leads (CRM) ==========================================================
-- 40 leads: 9 new, 7 contacted, 6 qualified, 5 proposal_sent, 4 negotiation, 6 won, 3 lost; every source.
-- Ten are created this month, between the 1st and now (so « leads ce mois-ci » is never 0 and
-- nothing is in the future); the others before the 1st. last_contact_date is set on every non-new lead,
-- between its creation and now. The won leads match customers in the orders above.
-- Marketing consent, as ticked on the form that brought each lead: the odd-numbered ones. Among
-- the six qualified leads, 17, 19 and 21 accept campaigns and 18, 20 and 22 do not. A consent is
-- only ever the person's own act, with its evidence (form, page, wording shown, time): the
-- database refuses one without it, so each is recorded as the conversion of their request would.
insert into public.leads (id, email, first_name, last_name, company, phone, source, status, notes, score, created_at, last_contact_date,
                          marketing_consent, marketing_consent_at, marketing_consent_form, marketing_consent_page, marketing_consent_wording)
select v.id::uuid, v.email, v.first_name, v.last_name, v.company, v.phone, v.source, v.status, v.notes, v.score, v.created_at,
       v.last_contact_date, c.consenting,
       case when c.consenting then v.created_at end,
       case when c.consenting then case v.source when 'partner' then 'partner' else 'quote' end end,
       case when c.consenting then case v.source when 'partner' then '/devenir-partenaire' else '/contact-pro' end end,
       case when c.consenting then 'J’accepte de recevoir par e-mail les nouveautés et offres de VisioLease (facultatif ; désinscription en un clic dans chaque e-mail).' end
from (values
  ('5eed0060-0000-4000-8000-000000000001', 'chloe.vidal@vidal-opticiens.fr', 'Chloé', 'Vidal', 'Vidal Opticiens', '01 99 00 07 47', 'website', 'new', null, 35, date_trunc('month', now()) + (now() - date_trunc('month', now())) * 0.92, null),
  ('5eed0060-0000-4000-8000-000000000002', 'arnaud.perret@example.fr', 'Arnaud', 'Perret', null, '06 39 98 97 58', 'website', 'new', null, 15, date_trunc('month', now()) + (now() - date_trunc('month', now())) * 0.85, null),
  ('5eed0060-0000-4000-8000-000000000003', 'lea.schmitt@schmitt-patisserie.fr', 'Léa', 'Schmitt', 'Schmitt Boulangerie-Pâtisserie', '06 39 98 37 93', 'ad', 'new', 'A cliqué sur la campagne « vitrines dynamiques ».', 40, date_trunc('month', now()) + (now() - date_trunc('month', now())) * 0.74, null),
  ('5eed0060-0000-4000-8000-000000000004', 'yannick.legall@creperie-tybreizh.fr', 'Yannick', 'Le Gall', 'Crêperie Ty Breizh', '01 99 00 61 20', 'event', 'new', 'Rencontré au salon Franchise Expo, stand voisin.', 30, date_trunc('month', now()) + (now() - date_trunc('month', now())) * 0.61, null),
  ('5eed0060-0000-4000-8000-000000000005', 'sarah.benoit@benoit-avocats.fr', 'Sarah', 'Benoît', 'Cabinet Benoît Avocats', null, 'referral', 'new', null, 45, date_trunc('month', now()) + (now() - date_trunc('month', now())) * 0.5, null),
  ('5eed0060-0000-4000-8000-000000000006', 'quentin.morel@example.com', 'Quentin', 'Morel', null, '06 39 98 05 61', 'website', 'new', null, 10, date_trunc('month', now()) + (now() - date_trunc('month', now())) * 0.38, null),
  ('5eed0060-0000-4000-8000-000000000007', 'marion.hubert@hubert-fleurs.fr', 'Marion', 'Hubert', 'Hubert Fleurs', '01 99 00 29 60', 'partner', 'new', 'Transmis par notre intégrateur partenaire de Lyon.', 50, date_trunc('month', now()) + (now() - date_trunc('month', now())) * 0.27, null),
  ('5eed0060-0000-4000-8000-000000000008', 'florian.roche@roche-sport.fr', 'Florian', 'Roche', 'Roche Sport', '06 39 98 71 71', 'website', 'contacted', 'Appel découverte fait : deux magasins, besoin de vitrines haute luminosité.', 55, date_trunc('month', now()) + (now() - date_trunc('month', now())) * 0.2, (date_trunc('month', now()) + (now() - date_trunc('month', now())) * 0.2) + (now() - (date_trunc('month', now()) + (now() - date_trunc('month', now())) * 0.2)) * 0.5),
  ('5eed0060-0000-4000-8000-000000000009', 'oceane.gaillard@gaillard-beaute.fr', 'Océane', 'Gaillard', 'Institut Gaillard Beauté', '06 39 98 99 29', 'ad', 'contacted', null, 40, date_trunc('month', now()) + (now() - date_trunc('month', now())) * 0.12, (date_trunc('month', now()) + (now() - date_trunc('month', now())) * 0.12) + (now() - (date_trunc('month', now()) + (now() - date_trunc('month', now())) * 0.12)) * 0.7),
  ('5eed0060-0000-4000-8000-000000000010', 'bastien.aubert@aubert-traiteur.fr', 'Bastien', 'Aubert', 'Aubert Traiteur', null, 'event', 'contacted', null, 50, date_trunc('month', now()) + (now() - date_trunc('month', now())) * 0.05, (date_trunc('month', now()) + (now() - date_trunc('month', now())) * 0.05) + (now() - (date_trunc('month', now()) + (now() - date_trunc('month', now())) * 0.05)) * 0.3),
  ('5eed0060-0000-4000-8000-000000000011', 'justine.carpentier@carpentier-lunetterie.fr', 'Justine', 'Carpentier', 'Carpentier Lunetterie', '06 39 98 49 77', 'website', 'new', null, 25, date_trunc('month', now()) - interval '3 days 14 hours', null),
  ('5eed0060-0000-4000-8000-000000000012', 'damien.colin@example.fr', 'Damien', 'Colin', null, '06 39 98 00 62', 'ad', 'new', 'Pas de réponse au premier e-mail.', 20, date_trunc('month', now()) - interval '9 days 8 hours', null),
  ('5eed0060-0000-4000-8000-000000000013', 'virginie.lucas@lucas-assurances.fr', 'Virginie', 'Lucas', 'Lucas Assurances', '01 99 00 43 26', 'referral', 'contacted', null, 45, date_trunc('month', now()) - interval '5 days 13 hours', (date_trunc('month', now()) - interval '5 days 13 hours') + (now() - (date_trunc('month', now()) - interval '5 days 13 hours')) * 0.3),
  ('5eed0060-0000-4000-8000-000000000014', 'thibault.brunet@brunet-cycles.fr', 'Thibault', 'Brunet', 'Brunet Cycles', '06 39 98 13 05', 'website', 'contacted', 'Rappeler après la saison : projet prévu au printemps.', 35, date_trunc('month', now()) - interval '12 days 18 hours', (date_trunc('month', now()) - interval '12 days 18 hours') + (now() - (date_trunc('month', now()) - interval '12 days 18 hours')) * 0.5),
  ('5eed0060-0000-4000-8000-000000000015', 'nadia.haddad@haddad-epices.fr', 'Nadia', 'Haddad', 'Haddad Épices', null, 'partner', 'contacted', null, 50, date_trunc('month', now()) - interval '20 days 12 hours', (date_trunc('month', now()) - interval '20 days 12 hours') + (now() - (date_trunc('month', now()) - interval '20 days 12 hours')) * 0.7),
  ('5eed0060-0000-4000-8000-000000000016', 'guillaume.barbier@barbier-menuiserie.fr', 'Guillaume', 'Barbier', 'Barbier Menuiserie', '01 99 00 95 27', 'event', 'contacted', null, 30, date_trunc('month', now()) - interval '33 days 17 hours', (date_trunc('month', now()) - interval '33 days 17 hours') + (now() - (date_trunc('month', now()) - interval '33 days 17 hours')) * 0.3),
  ('5eed0060-0000-4000-8000-000000000017', 'charlotte.arnaud@residence-lespins.fr', 'Charlotte', 'Arnaud', 'Résidence Les Pins', '06 39 98 89 81', 'website', 'qualified', 'Besoin confirmé : 3 totems intérieurs, budget validé par la direction.', 65, date_trunc('month', now()) - interval '7 days 11 hours', (date_trunc('month', now()) - interval '7 days 11 hours') + (now() - (date_trunc('month', now()) - interval '7 days 11 hours')) * 0.5),
  ('5eed0060-0000-4000-8000-000000000018', 'remi.giraud@giraud-electromenager.fr', 'Rémi', 'Giraud', 'Giraud Électroménager', '06 39 98 12 36', 'ad', 'qualified', null, 60, date_trunc('month', now()) - interval '15 days 16 hours', (date_trunc('month', now()) - interval '15 days 16 hours') + (now() - (date_trunc('month', now()) - interval '15 days 16 hours')) * 0.7),
  ('5eed0060-0000-4000-8000-000000000019', 'audrey.rey@rey-coiffure.fr', 'Audrey', 'Rey', 'Rey Coiffure', '01 99 00 86 40', 'referral', 'qualified', null, 55, date_trunc('month', now()) - interval '22 days 10 hours', (date_trunc('month', now()) - interval '22 days 10 hours') + (now() - (date_trunc('month', now()) - interval '22 days 10 hours')) * 0.3),
  ('5eed0060-0000-4000-8000-000000000020', 'kevin.dupuis@dupuis-autoecole.fr', 'Kevin', 'Dupuis', 'Dupuis Auto-École', null, 'website', 'qualified', null, 62, date_trunc('month', now()) - interval '28 days 15 hours', (date_trunc('month', now()) - interval '28 days 15 hours') + (now() - (date_trunc('month', now()) - interval '28 days 15 hours')) * 0.5),
  ('5eed0060-0000-4000-8000-000000000021', 'melanie.renaud@renaud-immobilier.fr', 'Mélanie', 'Renaud', 'Renaud Immobilier', '06 39 98 85 40', 'partner', 'qualified', 'Projet pour 4 agences ; décision au prochain comité.', 70, date_trunc('month', now()) - interval '40 days 9 hours', (date_trunc('month', now()) - interval '40 days 9 hours') + (now() - (date_trunc('month', now()) - interval '40 days 9 hours')) * 0.7),
  ('5eed0060-0000-4000-8000-000000000022', 'alexandre.meunier@meunier-loisirs.fr', 'Alexandre', 'Meunier', 'Meunier Sports Loisirs', '01 99 00 57 36', 'event', 'qualified', null, 58, date_trunc('month', now()) - interval '47 days 14 hours', (date_trunc('month', now()) - interval '47 days 14 hours') + (now() - (date_trunc('month', now()) - interval '47 days 14 hours')) * 0.3),
  ('5eed0060-0000-4000-8000-000000000023', 'sophie.lacroix@hotel-lacroix.fr', 'Sophie', 'Lacroix', 'Hôtel Lacroix', '06 39 98 38 84', 'website', 'proposal_sent', 'Proposition 36 mois envoyée : mur d’images 2×2 + totem.', 72, date_trunc('month', now()) - interval '10 days 8 hours', (date_trunc('month', now()) - interval '10 days 8 hours') + (now() - (date_trunc('month', now()) - interval '10 days 8 hours')) * 0.5),
  ('5eed0060-0000-4000-8000-000000000024', 'pierre.collet@collet-distribution.fr', 'Pierre', 'Collet', 'Collet Distribution', '06 39 98 91 40', 'partner', 'proposal_sent', null, 75, date_trunc('month', now()) - interval '25 days 13 hours', (date_trunc('month', now()) - interval '25 days 13 hours') + (now() - (date_trunc('month', now()) - interval '25 days 13 hours')) * 0.7),
  ('5eed0060-0000-4000-8000-000000000025', 'anais.noel@pharmacie-centrale-noel.fr', 'Anaïs', 'Noël', 'Pharmacie Centrale', null, 'referral', 'proposal_sent', 'Relance prévue vendredi.', 68, date_trunc('month', now()) - interval '38 days 18 hours', (date_trunc('month', now()) - interval '38 days 18 hours') + (now() - (date_trunc('month', now()) - interval '38 days 18 hours')) * 0.3),
  ('5eed0060-0000-4000-8000-000000000026', 'jonathan.moulin@moulin-brasserie.fr', 'Jonathan', 'Moulin', 'Moulin Brasserie', '06 39 98 79 51', 'ad', 'proposal_sent', null, 66, date_trunc('month', now()) - interval '52 days 12 hours', (date_trunc('month', now()) - interval '52 days 12 hours') + (now() - (date_trunc('month', now()) - interval '52 days 12 hours')) * 0.5),
  ('5eed0060-0000-4000-8000-000000000027', 'caroline.lemoine@lemoine-cosmetiques.fr', 'Caroline', 'Lemoine', 'Lemoine Cosmétiques', '06 39 98 41 78', 'event', 'proposal_sent', null, 70, date_trunc('month', now()) - interval '64 days 17 hours', (date_trunc('month', now()) - interval '64 days 17 hours') + (now() - (date_trunc('month', now()) - interval '64 days 17 hours')) * 0.7),
  ('5eed0060-0000-4000-8000-000000000028', 'frederic.bailly@bailly-concessions.fr', 'Frédéric', 'Bailly', 'Bailly Concessions', '01 99 00 64 34', 'website', 'negotiation', 'Négocie un premier loyer majoré contre une durée de 48 mois.', 82, date_trunc('month', now()) - interval '18 days 11 hours', (date_trunc('month', now()) - interval '18 days 11 hours') + (now() - (date_trunc('month', now()) - interval '18 days 11 hours')) * 0.3),
  ('5eed0060-0000-4000-8000-000000000029', 'delphine.huet@huet-sante.fr', 'Delphine', 'Huet', 'Groupe Huet Santé', '06 39 98 90 62', 'partner', 'negotiation', null, 85, date_trunc('month', now()) - interval '35 days 16 hours', (date_trunc('month', now()) - interval '35 days 16 hours') + (now() - (date_trunc('month', now()) - interval '35 days 16 hours')) * 0.5),
  ('5eed0060-0000-4000-8000-000000000030', 'cedric.marie@marie-bricolage.fr', 'Cédric', 'Marie', 'Marie Bricolage', null, 'referral', 'negotiation', 'Attend l’accord de sa banque pour le dossier.', 78, date_trunc('month', now()) - interval '55 days 10 hours', (date_trunc('month', now()) - interval '55 days 10 hours') + (now() - (date_trunc('month', now()) - interval '55 days 10 hours')) * 0.7),
  ('5eed0060-0000-4000-8000-000000000031', 'valerie.langlois@langlois-chocolatier.fr', 'Valérie', 'Langlois', 'Langlois Chocolatier', '01 99 00 14 47', 'event', 'negotiation', null, 80, date_trunc('month', now()) - interval '70 days 15 hours', (date_trunc('month', now()) - interval '70 days 15 hours') + (now() - (date_trunc('month', now()) - interval '70 days 15 hours')) * 0.3),
  ('5eed0060-0000-4000-8000-000000000032', 'thomas.lefebvre@riviera-hotels.fr', 'Thomas', 'Lefebvre', 'Riviera Hôtels & Résidences', '06 39 98 15 01', 'referral', 'won', 'Contrat signé (commande CMD-2026-0005).', 95, date_trunc('month', now()) - interval '122 days 9 hours', (date_trunc('month', now()) - interval '122 days 9 hours') + (now() - (date_trunc('month', now()) - interval '122 days 9 hours')) * 0.5),
  ('5eed0060-0000-4000-8000-000000000033', 'antoine.mercier@smash-factory.fr', 'Antoine', 'Mercier', 'Smash Factory', '06 39 98 43 54', 'ad', 'won', 'Contrat signé (commande CMD-2026-0009).', 90, date_trunc('month', now()) - interval '62 days 14 hours', (date_trunc('month', now()) - interval '62 days 14 hours') + (now() - (date_trunc('month', now()) - interval '62 days 14 hours')) * 0.7),
  ('5eed0060-0000-4000-8000-000000000034', 'mathieu.chevalier@chevalier-automobiles.fr', 'Mathieu', 'Chevalier', 'Chevalier Automobiles', '01 99 00 91 28', 'event', 'won', 'Contrat signé au salon, commande CMD-2026-0007.', 92, date_trunc('month', now()) - interval '95 days 8 hours', (date_trunc('month', now()) - interval '95 days 8 hours') + (now() - (date_trunc('month', now()) - interval '95 days 8 hours')) * 0.3),
  ('5eed0060-0000-4000-8000-000000000035', 'isabelle.laurent@tourisme-cote-emeraude.fr', 'Isabelle', 'Laurent', 'Office de tourisme de la Côte d’Émeraude', null, 'partner', 'won', null, 88, date_trunc('month', now()) - interval '48 days 13 hours', (date_trunc('month', now()) - interval '48 days 13 hours') + (now() - (date_trunc('month', now()) - interval '48 days 13 hours')) * 0.5),
  ('5eed0060-0000-4000-8000-000000000036', 'karim.benali@atlas-fitness.fr', 'Karim', 'Benali', 'Atlas Fitness', '06 39 98 88 29', 'website', 'won', null, 93, date_trunc('month', now()) - interval '150 days 18 hours', (date_trunc('month', now()) - interval '150 days 18 hours') + (now() - (date_trunc('month', now()) - interval '150 days 18 hours')) * 0.7),
  ('5eed0060-0000-4000-8000-000000000037', 'hugo.lambert@lambert-immobilier.fr', 'Hugo', 'Lambert', 'Lambert & Fils Immobilier', '01 99 00 68 09', 'website', 'won', null, 86, date_trunc('month', now()) - interval '14 days 12 hours', (date_trunc('month', now()) - interval '14 days 12 hours') + (now() - (date_trunc('month', now()) - interval '14 days 12 hours')) * 0.3),
  ('5eed0060-0000-4000-8000-000000000038', 'patrick.vasseur@vasseur-materiaux.fr', 'Patrick', 'Vasseur', 'Vasseur Matériaux', '06 39 98 71 73', 'ad', 'lost', 'A choisi un achat comptant chez un concurrent.', 20, date_trunc('month', now()) - interval '80 days 17 hours', (date_trunc('month', now()) - interval '80 days 17 hours') + (now() - (date_trunc('month', now()) - interval '80 days 17 hours')) * 0.5),
  ('5eed0060-0000-4000-8000-000000000039', 'emma.poulain@example.com', 'Emma', 'Poulain', null, '06 39 98 11 75', 'website', 'lost', 'Projet abandonné.', 5, date_trunc('month', now()) - interval '100 days 11 hours', (date_trunc('month', now()) - interval '100 days 11 hours') + (now() - (date_trunc('month', now()) - interval '100 days 11 hours')) * 0.7),
  ('5eed0060-0000-4000-8000-000000000040', 'ludovic.tessier@tessier-transports.fr', 'Ludovic', 'Tessier', 'Tessier Transports', null, 'partner', 'lost', null, 25, date_trunc('month', now()) - interval '130 days 16 hours', (date_trunc('month', now()) - interval '130 days 16 hours') + (now() - (date_trunc('month', now()) - interval '130 days 16 hours')) * 0.3)
) as v (id, email, first_name, last_name, company, phone, source, status, notes, score, created_at, last_contact_date)
cross join lateral (select right(v.id, 2)::integer % 2 = 1 as consenting) c
on conflict do nothing;

-- Next actions on the leads being worked.
update public.leads set next_action = 'Rappeler pour présenter le devis', next_action_date = current_date + 2
 where id = '5eed0060-0000-4000-8000-000000000023' and next_action is null;
update public.leads set next_action = 'Envoyer la documentation des totems', next_action_date = current_date + 5
 where id = '5eed0060-0000-4000-8000-000000000001' and next_action is null;

-- == SEO content ==========================================================
-- seo_score is exactly what the app computes on save (see the header). Three rows score under 70
-- (/contact 65, /faq 60, /nos-engagements 45) so the dashboard has pages to fix; /carrieres is a
-- draft and /nos-engagements archived. Canonical URLs are site-relative.
insert into public.seo_content (id, page_url, meta_title, meta_description, keywords, h1, canonical_url, og_title, og_description, seo_score, status, created_at) values
  ('5eed0070-0000-4000-8000-000000000001', '/', 'Location d’écrans LED pour professionnels | VisioLease', 'Écrans LED, murs d’images, totems et bornes en location longue durée de 12 à 60 mois, sans apport. Installation et SAV 24h/7j inclus.', array['location écran LED', 'affichage dynamique', 'leasing matériel vidéo', 'mur LED', 'totem digital']::text[], 'Location longue durée d’écrans professionnels', '/', 'VisioLease — vos écrans professionnels en location', 'Équipez vos points de vente sans immobiliser votre trésorerie.', 100, 'published', now() - interval '120 days'),
  ('5eed0070-0000-4000-8000-000000000002', '/leasing', 'Leasing d’écrans professionnels : comment ça marche', 'Location opérationnelle d’équipements vidéo : loyers 100 % déductibles, sans apport, maintenance incluse. Simulez votre mensualité en ligne.', array['leasing écran professionnel', 'location opérationnelle', 'simulateur de loyer', 'LOA matériel']::text[], 'Le leasing opérationnel, comment ça marche ?', '/leasing', null, null, 100, 'published', now() - interval '118 days'),
  ('5eed0070-0000-4000-8000-000000000003', '/comment-ca-marche', 'Votre projet d’affichage dynamique en 6 étapes', 'De l’étude de votre besoin à l’installation et au SAV : découvrez les six étapes d’un projet d’affichage dynamique en location avec VisioLease.', array['projet affichage dynamique', 'installation écran', 'étapes leasing']::text[], 'Comment ça marche ?', '/comment-ca-marche', null, null, 100, 'published', now() - interval '110 days'),
  ('5eed0070-0000-4000-8000-000000000004', '/contact-pro', 'Demande de devis professionnel | VisioLease', 'Décrivez votre projet d’écrans, de murs d’images ou de bornes : un conseiller vous répond sous 2 h ouvrées et vous envoie une proposition sous 24 h.', array['devis écran LED', 'devis affichage dynamique']::text[], 'Demandez votre devis de location', '/contact-pro', null, null, 85, 'published', now() - interval '100 days'),
  ('5eed0070-0000-4000-8000-000000000005', '/contact', 'Nous contacter | VisioLease', 'Téléphone, e-mail et adresse de VisioLease à Paris. Notre équipe vous répond du lundi au samedi.', array['contact VisioLease', 'service client', 'adresse Paris']::text[], null, null, null, null, 65, 'published', now() - interval '95 days'),
  ('5eed0070-0000-4000-8000-000000000006', '/a-propos', 'À propos : 15 ans d’affichage dynamique en location', 'Depuis 2010, VisioLease accompagne 2 500 entreprises dans leurs projets d’écrans professionnels. Notre histoire, nos valeurs et notre équipe.', array['VisioLease', 'histoire', 'location écran professionnel', 'valeurs']::text[], 'À propos de VisioLease', '/a-propos', '15 ans d’affichage dynamique en location', null, 100, 'published', now() - interval '90 days'),
  ('5eed0070-0000-4000-8000-000000000007', '/faq', 'Questions fréquentes sur la location d’écrans', 'Durée, apport, livraison, garantie, fin de contrat : toutes les réponses sur la location longue durée d’écrans professionnels.', array['FAQ leasing', 'durée de contrat', 'garantie écran', 'fin de contrat']::text[], 'Questions fréquentes', null, null, null, 85, 'published', now() - interval '80 days'),
  ('5eed0070-0000-4000-8000-000000000008', '/carrieres', 'Carrières : rejoignez l’équipe VisioLease', 'Technicien installateur, chargé d’affaires, support client : découvrez nos offres d’emploi à Paris et en régions, et postulez en ligne.', array['recrutement', 'emploi technicien audiovisuel', 'offres d’emploi Paris']::text[], 'Rejoignez l’équipe VisioLease', null, null, null, 85, 'draft', now() - interval '20 days'),
  ('5eed0070-0000-4000-8000-000000000009', '/centre-aide', 'Centre d’aide | VisioLease', 'Commande, livraison, facturation, SAV : trouvez rapidement une réponse ou contactez notre support technique 24h/7j.', array['aide', 'support technique']::text[], 'Centre d’aide', null, null, null, 70, 'published', now() - interval '60 days'),
  ('5eed0070-0000-4000-8000-000000000010', '/nos-engagements', 'Nos engagements qualité, environnement et social en location', 'Matériel reconditionné, recyclage en fin de contrat, garanties étendues : nos engagements pour une location responsable.', array['RSE', 'reconditionnement']::text[], 'Nos engagements', null, null, null, 45, 'archived', now() - interval '150 days')
on conflict do nothing;

-- == E-mail campaigns =====================================================
-- The two sent ones are history (their recipients predate the recipients table); the two
-- scheduled ones go out in a few days to the consenting leads of their segment.
insert into public.email_campaigns (id, name, subject, content, segment_statuses, status, scheduled_at, sent_at, recipients_count, delivered_count, created_at) values
  ('5eed0080-0000-4000-8000-000000000001', 'Newsletter — Nouveautés affichage dynamique', 'Murs LED, vitrines, bornes : les nouveautés de la saison',
   E'Bonjour,\n\nCette saison, **trois nouveautés** rejoignent notre catalogue : murs LED extérieurs, vitrines dynamiques et bornes tactiles.\n\n[Découvrir le catalogue](https://www.visiolease.fr/catalogue)',
   '{}', 'sent', now() - interval '41 days', now() - interval '41 days', 1240, 1231, now() - interval '48 days'),
  ('5eed0080-0000-4000-8000-000000000002', 'Relance des devis non signés', 'Votre projet d’affichage dynamique avance-t-il ?',
   E'Bonjour,\n\nVous nous avez demandé un devis il y a quelques semaines. Où en est votre projet ? Répondez à cet e-mail ou appelez-nous au 01 84 60 32 10.',
   '{proposal_sent}', 'sent', null, now() - interval '12 days 3 hours', 86, 85, now() - interval '13 days'),
  ('5eed0080-0000-4000-8000-000000000003', 'Newsletter — Affichage dynamique en restauration', 'Menus dynamiques et bornes : 5 idées pour augmenter votre panier moyen',
   E'Bonjour,\n\n## 5 idées pour la restauration\n\n1. Des menus qui changent avec l’heure\n2. Les plats du jour mis en avant\n3. Une borne de commande\n4. L’attente affichée\n5. Vos avis clients à l’écran',
   '{new,contacted}', 'scheduled', now() + interval '2 days', null, 0, 0, now() - interval '6 days'),
  ('5eed0080-0000-4000-8000-000000000004', 'Offre renouvellement : −10 % sur votre nouveau contrat', 'Votre contrat arrive à échéance : profitez de 10 % de remise',
   E'Bonjour,\n\nVotre contrat arrive bientôt à échéance : renouvelez votre matériel avec **10 % de remise** sur votre nouveau loyer.',
   '{won}', 'scheduled', now() + interval '6 days', null, 0, 0, now() - interval '3 days'),
  ('5eed0080-0000-4000-8000-000000000005', 'Webinaire : bien choisir son mur LED', null, '', '{}', 'draft', null, null, 0, 0, now() - interval '1 days')
on conflict do nothing;

commit;
