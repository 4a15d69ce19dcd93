// docgate's own words in the viewer, which Docusaurus' theme has no string for: the navbar's sign-out
// button and its tooltip. Keyed as @docusaurus/theme-translations' locale folders, looked up as they are
// (theme-translations.ts), so a site's code.json can override them by the same `theme.*` ids. A
// language left out reads the English the viewer writes.

const SIGN_OUT = 'theme.docgate.signOut';
const SIGNED_IN_AS = 'theme.docgate.signedInAs';

const strings = (signOut: string, signedInAs: string) => ({ [SIGN_OUT]: signOut, [SIGNED_IN_AS]: signedInAs });

export const DOCGATE_STRINGS: Record<string, Record<string, string>> = {
  ar: strings('تسجيل الخروج', 'تم تسجيل الدخول باسم {email}'),
  bg: strings('Изход', 'Влезли сте като {email}'),
  bn: strings('সাইন আউট', '{email} হিসেবে সাইন ইন করা আছে'),
  cs: strings('Odhlásit se', 'Přihlášen jako {email}'),
  da: strings('Log ud', 'Logget ind som {email}'),
  de: strings('Abmelden', 'Angemeldet als {email}'),
  es: strings('Cerrar sesión', 'Sesión iniciada como {email}'),
  et: strings('Logi välja', 'Sisse logitud kui {email}'),
  fa: strings('خروج', 'وارد شده با {email}'),
  fr: strings('Se déconnecter', 'Connecté en tant que {email}'),
  he: strings('התנתקות', 'מחובר בתור {email}'),
  hi: strings('साइन आउट', '{email} के रूप में साइन इन'),
  hu: strings('Kijelentkezés', 'Bejelentkezve: {email}'),
  id: strings('Keluar', 'Masuk sebagai {email}'),
  it: strings('Esci', 'Accesso effettuato come {email}'),
  ja: strings('ログアウト', '{email} としてログイン中'),
  ko: strings('로그아웃', '{email}(으)로 로그인됨'),
  nb: strings('Logg ut', 'Logget inn som {email}'),
  nl: strings('Uitloggen', 'Ingelogd als {email}'),
  pl: strings('Wyloguj się', 'Zalogowano jako {email}'),
  'pt-BR': strings('Sair', 'Conectado como {email}'),
  'pt-PT': strings('Terminar sessão', 'Sessão iniciada como {email}'),
  ru: strings('Выйти', 'Вы вошли как {email}'),
  sl: strings('Odjava', 'Prijavljeni kot {email}'),
  sr: strings('Одјава', 'Пријављени сте као {email}'),
  sv: strings('Logga ut', 'Inloggad som {email}'),
  tr: strings('Çıkış yap', '{email} olarak oturum açıldı'),
  uk: strings('Вийти', 'Ви увійшли як {email}'),
  ur: strings('سائن آؤٹ', '{email} کے طور پر سائن ان'),
  vi: strings('Đăng xuất', 'Đã đăng nhập với {email}'),
  'zh-Hans': strings('退出登录', '已登录为 {email}'),
  'zh-Hant': strings('登出', '已登入為 {email}'),
};
