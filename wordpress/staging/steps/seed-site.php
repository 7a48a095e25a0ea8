<?php
/**
 * Step 5: the pages around the shop (front page, contacts with a Contact Form 7 form) and the
 * cart widget in the theme's sidebar.
 *
 * @package lubrica-staging
 */

require __DIR__ . '/bootstrap.php';

( static function () {
	// Contact Form 7 makes "Contact form 1" on activation; the contacts page has our own form.
	foreach ( WPCF7_ContactForm::find() as $form ) {
		$form->delete();
	}
	$form = WPCF7_ContactForm::get_template( array( 'title' => 'Обратная связь' ) );
	$form->set_properties(
		array(
			'form' => implode(
				"\n",
				array(
					'<p><label>Имя *<br>[text* your-name autocomplete:name]</label></p>',
					'<p><label>E-mail *<br>[email* your-email autocomplete:email]</label></p>',
					'<p><label>Телефон *<br>[tel* your-phone autocomplete:tel]</label></p>',
					'<p><label>Сообщение<br>[textarea your-message]</label></p>',
					'<p>[acceptance your-consent]Я согласен на обработку персональных данных[/acceptance]</p>',
					'<p>[submit "Отправить"]</p>',
				)
			),
			'mail' => array(
				'active'    => true,
				'subject'   => '[_site_title]: сообщение от [your-name]',
				'sender'    => '[_site_title] <wordpress@example.com>',
				'recipient' => '[_site_admin_email]',
				'body'      => "[your-name] <[your-email]>, [your-phone]\n\n[your-message]",
				'additional_headers' => 'Reply-To: [your-email]',
			),
		)
	);
	// A new form gets its hash (the shortcode's id) on save; read it back from the saved form.
	$form = WPCF7_ContactForm::get_instance( $form->save() );

	// A price request with the form-tag options Contact Form 7's script looks after in the browser:
	// a URL field (http:// put before an address typed without it), a character count, exclusive
	// checkboxes, a free-text choice, and fields made inert while the form is sending.
	$quote = WPCF7_ContactForm::get_template( array( 'title' => 'Запрос цены' ) );
	$quote->set_properties(
		array(
			'form' => implode(
				"\n",
				array(
					'<fieldset class="inert-on-submitting">',
					'<p><label>Компания *<br>[text* company]</label></p>',
					'<p><label>E-mail *<br>[email* quote-email]</label></p>',
					'<p><label>Сайт<br>[url website]</label></p>',
					'<p><label>Что нужно<br>[textarea details maxlength:200]</label> [count details "200"] [count details down]</p>',
					'<p>Тара<br>[checkbox packaging exclusive "Бочка 208 л" "Канистра 20 л" "IBC 1000 л"]</p>',
					'<p>Получение<br>[radio delivery use_label_element default:1 free_text "Доставка" "Самовывоз" "Другое"]</p>',
					'</fieldset>',
					'<p>[submit "Запросить цену"]</p>',
				)
			),
			'mail' => $form->prop( 'mail' ),
		)
	);
	$quote = WPCF7_ContactForm::get_instance( $quote->save() );
	$quote_page = lubrica_check(
		wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => 'zapros-ceny',
				'post_title'   => 'Запрос цены',
				'post_content' => "<!-- wp:shortcode -->\n" . $quote->shortcode() . "\n<!-- /wp:shortcode -->",
			),
			true
		),
		'price request page'
	);

	$contacts = lubrica_check(
		wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => 'contacts',
				'post_title'   => 'Контакты',
				'post_content' => "<!-- wp:paragraph -->\n<p>Rīga, Brīvības iela 100, LV-1001. Телефон: +371 2000 0000.</p>\n<!-- /wp:paragraph -->\n\n"
					. "<!-- wp:shortcode -->\n" . $form->shortcode() . "\n<!-- /wp:shortcode -->",
			),
			true
		),
		'contacts page'
	);

	// A page with the theme's tabs widget and animated counters (markup as the theme's shortcodes
	// print it), near the top as on the live site's "О компании".
	$tabs_and_counters = '<div class="theme-tabs"><ul class="theme-tabs__nav">'
		. '<li class="theme-tabs__tab active"><a href="#">Производство</a></li>'
		. '<li class="theme-tabs__tab"><a href="#">Логистика</a></li>'
		. '<li class="theme-tabs__tab"><a href="#">Сервис</a></li>'
		. '</ul><div class="theme-tabs__panels">'
		. '<div class="theme-tabs__panel"><p>Масла и смазки европейских производителей для промышленности.</p></div>'
		. '<div class="theme-tabs__panel"><p>Склады в Риге, Вильнюсе и Таллине, доставка за 1–2 дня.</p></div>'
		. '<div class="theme-tabs__panel"><p>Подбор смазочных материалов и анализ масла на месте.</p></div>'
		. '</div></div>'
		. '<div class="theme-counters">'
		. '<div class="theme-counter"><span class="theme-counter__value">1 250</span><span class="theme-counter__label">клиентов</span></div>'
		. '<div class="theme-counter"><span class="theme-counter__value">98%</span><span class="theme-counter__label">заказов в срок</span></div>'
		. '<div class="theme-counter"><span class="theme-counter__value">12000+</span><span class="theme-counter__label">тонн в год</span></div>'
		. '</div>';
	$about = lubrica_check(
		wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => 'o-kompanii',
				'post_title'   => 'О компании',
				'post_content' => "<!-- wp:html -->\n" . $tabs_and_counters . "\n<!-- /wp:html -->",
			),
			true
		),
		'about page'
	);

	// Relative links: the site answers on whatever host and port the request used.
	$front = lubrica_check(
		wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => 'glavnaya',
				'post_title'   => 'Смазочные материалы Lubrica',
				'post_content' => "<!-- wp:paragraph -->\n<p>Масла и смазки для промышленности и транспорта с доставкой по Балтии.</p>\n<!-- /wp:paragraph -->\n\n"
					. "<!-- wp:list -->\n<ul>"
					. '<li><a href="/shop/">Весь каталог</a></li>'
					. '<li><a href="/product/gidravlicheskoe-maslo-hlp-46/">Гидравлическое масло HLP 46</a></li>'
					. '<li><a href="/product/motornoe-maslo-5w-40/">Моторное масло 5W-40</a></li>'
					. '<li><a href="/product-category/smazki/">Смазки</a></li>'
					. '<li><a href="/contacts/">Контакты</a></li>'
					. "</ul>\n<!-- /wp:list -->",
			),
			true
		),
		'front page'
	);
	update_option( 'show_on_front', 'page' );
	update_option( 'page_on_front', $front );

	// The cart widget in the sidebar of every page, stored as the Widgets screen would.
	update_option(
		'widget_woocommerce_widget_cart',
		array(
			1              => array(
				'title'         => 'Корзина',
				'hide_if_empty' => 0,
			),
			'_multiwidget' => 1,
		)
	);
	update_option(
		'sidebars_widgets',
		array(
			'wp_inactive_widgets' => array(),
			'shop-sidebar'        => array( 'woocommerce_widget_cart-1' ),
			'array_version'       => 3,
		)
	);

	// Everything that adds rewrite rules (product permalinks, the new pages) is in place now.
	flush_rewrite_rules( false );
	echo "contacts page $contacts, price request page $quote_page, about page $about, front page $front, form {$form->id()} ({$form->shortcode()})\n";
} )();
