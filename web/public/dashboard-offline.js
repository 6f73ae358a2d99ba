/*
 * The offline page in the staff member's language (the app keeps it in localStorage as konyha.language, Hungarian
 * without one): the other language's half is hidden. It reloads the dashboard by itself when the network is back.
 * Without this script both halves show, each marked with its language.
 */
(() => {
  let language = 'hu';
  try {
    if (localStorage.getItem('konyha.language') === 'en') language = 'en';
  } catch {
    // Storage off (private mode): Hungarian, the shop's first language.
  }
  document.documentElement.lang = language;
  for (const section of document.querySelectorAll('[data-language]')) {
    section.hidden = section.getAttribute('data-language') !== language;
  }
  const title = document.getElementById(`title-${language}`);
  if (title) document.title = `${title.textContent} – Konyha`;
  const reload = () => location.reload();
  for (const button of document.querySelectorAll('[data-retry]')) button.addEventListener('click', reload);
  window.addEventListener('online', reload);
})();
