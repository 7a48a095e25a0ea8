<?php
/**
 * Our own plugin, in a step of its own: wp.ts runs it at install and again on a later start once
 * wordpress/lubrica-islands/lubrica-islands.php exists (it is being written beside the staging).
 * A plugin that fails to load is not activated, and the site keeps working without it.
 *
 * @package lubrica-staging
 */

require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

lubrica_check( activate_plugin( 'lubrica-islands/lubrica-islands.php' ), 'activate lubrica-islands' );
