/* Stand-in for a Slider Revolution add-on script that a modal slider's answer asks to load (`toload`). */
window.rsCatalogueAddon = { version: '1.0.0' };
