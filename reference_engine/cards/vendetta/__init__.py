"""Cards first printed in Vendetta (VEN): one module per card (or per cycle of cards that share one
text), named for the card. Reprints stay with their first printing."""
