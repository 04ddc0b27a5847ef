import type { Market } from "../../market.js";

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const TEXTS: Record<Market, { lang: string; title: string; username: string; password: string; submit: string; badReturn: string }> = {
  ES: {
    lang: "es",
    title: "Acceso corporativo",
    username: "Correo electrónico",
    password: "Contraseña",
    submit: "Entrar",
    badReturn: "La dirección de retorno no es válida.",
  },
  PT: {
    lang: "pt",
    title: "Acesso corporativo",
    username: "Correio eletrónico",
    password: "Palavra-passe",
    submit: "Entrar",
    badReturn: "O endereço de retorno não é válido.",
  },
};

const page = (market: Market, body: string): string => {
  const t = TEXTS[market];
  return `<!doctype html>
<html lang="${t.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:4rem auto;padding:0 1rem}label{display:block;margin-top:1rem}
input{display:block;width:100%;padding:.5rem;margin-top:.25rem;box-sizing:border-box}button{margin-top:1.5rem;padding:.5rem 1.5rem}</style>
</head>
<body><main>${body}</main></body>
</html>`;
};

/** The sign-in form; posts to itself with the return origin in a hidden field. */
export function signInPage(market: Market, returnTo: string): string {
  const t = TEXTS[market];
  return page(
    market,
    `<h1>${t.title}</h1>
<form method="post" action="login">
<input type="hidden" name="return_to" value="${escapeHtml(returnTo)}">
<label for="username">${t.username}</label>
<input id="username" name="username" type="email" autocomplete="username" required autofocus>
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${t.submit}</button>
</form>`,
  );
}

export function badReturnPage(market: Market): string {
  const t = TEXTS[market];
  return page(market, `<h1>${t.title}</h1>\n<p role="alert">${t.badReturn}</p>`);
}
