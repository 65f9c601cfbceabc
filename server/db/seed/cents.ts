/** An amount in euro rounded to the cent. */
export const cents = (amount: number) => Math.round(amount * 100) / 100;
