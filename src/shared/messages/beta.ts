export const beta = {
  button: 'Beta',
  title: 'Estamos en modo Beta',
  description:
    'Esta plataforma te permite crear, entrenar y compartir bots personalizados que representan a tu marca o negocio.',
  text: 'Estamos mejorando cada día: si algo no funciona como esperas, escríbenos y lo resolvemos.',
} as const;
