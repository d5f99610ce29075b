"""The suite's stand-in cards (``conformance/data/stand-in-cards.yaml``): cards rulings name that are in no
card database, one module each, named for the card."""
