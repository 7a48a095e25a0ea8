import './styles/theme.css';
import { boot } from './boot.ts';

// A module script runs after the document is parsed, so the server markup is all there.
boot(document);
